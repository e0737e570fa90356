import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DemoBox, measureVariable, Miniature, MiniatureBlock, phone } from '../storyKit';
import { Stack } from './Stack';

const meta = {
  title: 'Foundations/Stack',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Stack,
  tags: ['autodocs', 'beta'],
  args: { gap: 'md' },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
  render: (args) => (
    <Stack {...args}>
      <DemoBox>First</DemoBox>
      <DemoBox>Second</DemoBox>
      <DemoBox>Third</DemoBox>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Responsive: Story = {
  name: 'Responsive gap',
  args: { gap: { base: 'xs', wide: 'xl' } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('First').parentElement!;
    // Past the `wide` breakpoint (the test's 1024 px frame), so the xl gap applies; on a phone, xs.
    const wide = window.matchMedia('(min-width: 48rem)').matches;
    await expect(getComputedStyle(stack).rowGap).toBe(measureVariable(canvasElement, wide ? '--hraun-space-xl' : '--hraun-space-xs'));
  },
};

export const AlignStart: Story = {
  name: 'Aligned to the start',
  args: { align: 'start', gap: 'sm' },
  render: (args) => (
    <Stack {...args}>
      <h2 style={{ margin: 0 }}>Book a visit</h2>
      <p style={{ margin: 0 }}>Pick a time that suits you; we confirm by email within a day.</p>
      <Button>Book now</Button>
    </Stack>
  ),
};

export const AsList: Story = {
  name: 'As a list',
  args: { as: 'ul', gap: 'xs' },
  render: (args) => (
    <Stack {...args}>
      <li><DemoBox>One</DemoBox></li>
      <li><DemoBox>Two</DemoBox></li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Phone: Story = { ...phone, args: { gap: { base: 'xs', wide: 'xl' } } };

/** The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): three blocks, one under another. */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  render: () => (
    <Miniature>
      <Stack gap="lg">
        <MiniatureBlock height="7.5rem">Stack</MiniatureBlock>
        <MiniatureBlock height="7.5rem" tone="accent">2</MiniatureBlock>
        <MiniatureBlock height="7.5rem" tone="inverse">3</MiniatureBlock>
      </Stack>
    </Miniature>
  ),
};
