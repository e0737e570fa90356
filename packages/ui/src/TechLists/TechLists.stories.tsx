import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { TechLists } from './TechLists';

const meta = {
  title: 'Sections/TechLists',
  component: TechLists,
  tags: ['autodocs'],
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
  args: { title: longIcelandic, groups: [{ title: longIcelandic, items: [longIcelandic, 'WordPress'] }] },
};

/** Stacked on a phone. */
export const Phone: Story = { ...phone };
