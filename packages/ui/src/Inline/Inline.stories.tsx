import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { phone } from '../storyKit';
import { Inline } from './Inline';

const meta = {
  title: 'Foundations/Inline',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Inline,
  tags: ['autodocs', 'beta'],
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Inline {...args}>
      <Button>Book a visit</Button>
      <Button variant="secondary">See prices</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tags: Story = {
  name: 'Wrapping tags',
  args: { as: 'ul', gap: 'xs' },
  render: (args) => (
    <Inline {...args} style={{ maxWidth: '16rem' }}>
      {['Cleaning', 'Whitening', 'Implants', 'Braces', 'Check-ups', 'Emergencies'].map((tag) => (
        <li key={tag}>
          <Badge tone="neutral">{tag}</Badge>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Six tags in 16rem cannot stand on one line: the cluster wraps them.
    await expect(items.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};

export const Between: Story = {
  name: 'Pushed to both ends',
  args: { justify: 'between' },
  render: (args) => (
    <Inline {...args}>
      <strong>3 items in your basket</strong>
      <Button>Check out</Button>
    </Inline>
  ),
};

export const ResponsiveJustify: Story = {
  name: 'Responsive justify',
  args: { justify: { base: 'start', wide: 'end' } },
};

export const Phone: Story = { ...phone, args: { justify: { base: 'start', wide: 'end' } } };
