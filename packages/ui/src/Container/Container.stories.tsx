import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoBox, measureVariable, Miniature, MiniatureBlock, phone } from '../storyKit';
import { Container } from './Container';

const meta = {
  title: 'Foundations/Container',
  component: Container,
  tags: ['autodocs', 'beta'],
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en', layout: 'fullscreen' },
  argTypes: {
    width: { control: 'inline-radio', options: ['container', 'prose'] },
    padding: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
  render: (args) => (
    <Container {...args}>
      <DemoBox>The content column: centred, never wider than the theme allows, with space at the edges.</DemoBox>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Prose: Story = {
  name: 'Reading measure',
  args: { width: 'prose' },
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByText(/The content column/).parentElement!;
    await expect(getComputedStyle(column).maxWidth).toBe(measureVariable(canvasElement, '--hraun-size-prose'));
  },
};

export const ResponsivePadding: Story = { name: 'Responsive padding', args: { padding: { base: 'sm', wide: 'xl' } } };

export const Phone: Story = { ...phone, args: { padding: { base: 'sm', wide: 'xl' } } };

/**
 * The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): a reading column centred in a
 * wider page, the page's grey showing as the margins on both sides.
 */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  render: () => (
    <Miniature>
      <Container width="prose" padding="none" style={{ blockSize: '100%' }}>
        <MiniatureBlock height="100%">Container</MiniatureBlock>
      </Container>
    </Miniature>
  ),
};
