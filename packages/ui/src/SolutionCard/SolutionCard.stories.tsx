import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { SolutionCard } from './SolutionCard';

const meta = {
  title: 'Cards/SolutionCard',
  component: SolutionCard,
  tags: ['autodocs'],
  args: {
    icon: 'calendar',
    title: 'Bókunarkerfi',
    text: 'Viðskiptavinir bóka tíma á netinu allan sólarhringinn, og þú sérð allt á einum stað.',
    href: '#bokunarkerfi',
    linkLabel: 'Lesa meira',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof SolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Bókunarkerfi');
  },
};

/** Without an icon. */
export const NoIcon: Story = { args: { icon: undefined } };

/** A long Icelandic title wraps. */
export const LongText: Story = { args: { title: longIcelandic, icon: 'design' } };

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { title: longIcelandic } };
