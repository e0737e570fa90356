import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Brauðmolar',
    items: [
      { label: 'Forsíða', href: '#' },
      { label: 'Lausnir', href: '#lausnir' },
      { label: 'WordPress Express', href: '#wordpress-express' },
      { label: 'Panta' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brauðmolar' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Panta')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongProjectTitle: Story = {
  args: {
    items: [
      { label: 'Forsíða', href: '#' },
      { label: 'Verkefni', href: '#verkefni' },
      { label: 'Ný vefverslun og bókunarkerfi fyrir Norðurljósaferðir á Akureyri' },
    ],
  },
  globals: { viewport: { value: 'mobile390' } },
};
