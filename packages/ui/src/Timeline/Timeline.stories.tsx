import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { Timeline } from './Timeline';
import type { ReactNode } from 'react';

const meta = {
  title: 'Sections/Timeline',
  component: Timeline,
  tags: ['autodocs', 'stable'],
  argTypes: {
    items: { control: 'object', table: { type: { summary: 'TimelineItem[]', detail: '{ id?: string; year: number | string; title: string; text: string }[]' } } },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Saga okkar',
    items: [
      { year: 2006, title: 'Stofnað', text: 'Hraun er stofnað í Reykjavík.' },
      { year: 2010, title: 'Fyrsta netverslunin', text: 'Við smíðum fyrstu netverslunina okkar.' },
      { year: 2015, title: 'Kaupmannahöfn', text: 'Skrifstofa opnuð í Kaupmannahöfn.' },
      { year: 2020, title: 'Barcelona', text: 'Skrifstofa opnuð í Barcelona.' },
      { year: 2023, title: 'Gervigreind', text: 'Gervigreindarlausnir bætast við.' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company milestones, oldest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const times = canvasElement.querySelectorAll('time');
    await expect([...times].map((time) => time.getAttribute('datetime'))).toEqual(['2006', '2010', '2015', '2020', '2023']);
    await expect(within(canvasElement).getByRole('list').tagName).toBe('OL');
  },
};

/** Long Icelandic text. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { items: [{ year: 2006, title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, text: `${longIcelandic}.` }] } };

/** On a phone. */
export const Phone: Story = { ...phone };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (Timeline.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoMilestones: Story = {
  name: 'Do: a few milestones, a short title and a sentence each',
  tags: usage,
};

export const DontDiary: Story = {
  name: "Don't: a diary of every year",
  tags: usage,
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      year: 2012 + index,
      title: 'Árið var gott',
      text: 'Við unnum mörg verkefni, réðum nýtt fólk, fluttum skrifstofuna, héldum árshátíð og fórum í vel heppnaða starfsmannaferð til útlanda.',
    })),
  },
};
