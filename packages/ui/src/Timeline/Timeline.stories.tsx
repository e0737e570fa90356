import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { Timeline } from './Timeline';

const meta = {
  title: 'Sections/Timeline',
  component: Timeline,
  tags: ['autodocs'],
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
export const LongText: Story = { args: { items: [{ year: 2006, title: longIcelandic, text: `${longIcelandic}.` }] } };

/** On a phone. */
export const Phone: Story = { ...phone };
