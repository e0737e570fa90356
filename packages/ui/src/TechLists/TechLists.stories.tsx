import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { TechLists } from './TechLists';
import type { ReactNode } from 'react';

const meta = {
  title: 'Sections/TechLists',
  component: TechLists,
  tags: ['autodocs', 'stable'],
  argTypes: {
    groups: { control: 'object', table: { type: { summary: 'TechGroup[]', detail: '{ id?: string; title: string; items: string[] }[]' } } },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Tæknin sem við notum',
    groups: [
      { title: 'Framendi', items: ['React', 'Next.js', 'Vue', 'TypeScript', 'Tailwind CSS'] },
      { title: 'Bakendi', items: ['Node.js', 'PHP', 'Python', 'GraphQL', 'REST'] },
      { title: 'Gagnagrunnar', items: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis'] },
    ],
  },
} satisfies Meta<typeof TechLists>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three groups of technologies. */
export const Default: Story = {};

/** Long names wrap inside their group. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],

  args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, groups: [{ title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, items: ['Vefverslunarlausnirnar', longIcelandic, 'WordPress'] }] },
};

/** Stacked on a phone. */
export const Phone: Story = { ...phone };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (TechLists.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoGroupedNames: Story = {
  name: 'Do: a few groups of well-known names',
  tags: usage,
};

export const DontOneLongList: Story = {
  name: "Don't: everything in one group",
  tags: usage,
  args: {
    groups: [
      {
        title: 'Tækni',
        items: ['React', 'Next.js', 'Vue', 'TypeScript', 'Tailwind CSS', 'Node.js', 'PHP', 'Python', 'GraphQL', 'REST', 'PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Docker', 'AWS'],
      },
    ],
  },
};
