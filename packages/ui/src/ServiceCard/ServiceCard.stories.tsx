import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'Cards/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  args: {
    icon: 'code',
    title: 'Vefþróun',
    text: 'Sérsmíðaðar veflausnir og tengingar við þau kerfi sem þú notar nú þegar.',
    href: '#vefthroun',
    linkLabel: 'Lesa meira',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Vefþróun');
  },
};

/** Without an icon. */
export const NoIcon: Story = { args: { icon: undefined } };

/** A long Icelandic title wraps. */
export const LongText: Story = { args: { title: longIcelandic, icon: 'design' } };

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { title: longIcelandic } };
