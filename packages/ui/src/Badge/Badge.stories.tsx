import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge } from './Badge';

const meta = {
  title: 'Foundations/Badge',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Badge,
  tags: ['autodocs', 'beta'],
  args: { children: 'New' },
  argTypes: { tone: { control: 'inline-radio', options: ['accent', 'neutral', 'primary', 'success', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="xs">
      <Badge {...args} tone="accent">Popular</Badge>
      <Badge {...args} tone="neutral">Draft</Badge>
      <Badge {...args} tone="primary">Members</Badge>
      <Badge {...args} tone="success">In stock</Badge>
      <Badge {...args} tone="danger">Sold out</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out').tagName).toBe('SPAN');
  },
};

export const InText: Story = {
  name: 'Beside a heading',
  render: (args) => (
    <h3 style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
      Family plan <Badge {...args}>Popular</Badge>
    </h3>
  ),
};
