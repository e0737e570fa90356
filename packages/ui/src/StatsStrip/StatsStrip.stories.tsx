import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { itemsPerRow, Miniature, phone } from '../storyKit';
import { vars } from '../theme/contract.css';
import { StatsStrip } from './StatsStrip';
import type { ReactNode } from 'react';

const meta = {
  title: 'Sections/StatsStrip',
  component: StatsStrip,
  tags: ['autodocs', 'stable'],
  argTypes: {
    items: { control: 'object', table: { type: { summary: 'StatItem[]', detail: '{ id?: string; value: string; label: string }[]' } } },
    label: { control: 'text' },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    items: [
      { value: '500+', label: 'Ánægðir viðskiptavinir' },
      { value: '600+', label: 'Verkefni' },
      { value: '99,9%', label: 'Uppitími' },
      { value: '24/7', label: 'Þjónusta' },
    ],
  },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page figures. */
export const Home: Story = {};

/** The company page figures, with long labels. */
export const Company: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
  args: {
    label: 'Fyrirtækið í tölum',
    items: [
      { value: '2006', label: 'Stofnað í Reykjavík og starfar um alla Evrópu' },
      { value: '3', label: 'Starfsstöðvar' },
      { value: '24/7', label: 'Þjónusta allan sólarhringinn' },
      { value: '500+', label: 'Viðskiptavinir' },
    ],
  },
};

/** Two per row on a phone. */
export const Phone: Story = {
  ...phone,
  play: async (context) => {
    await phone.play(context);
    await expect(itemsPerRow(within(context.canvasElement).getAllByRole('listitem'))).toEqual([2, 2]);
  },
};

/**
 * In a narrow column of a wide screen (a sidebar, a card, half of a do/don't pair) the strip keeps two figures a row:
 * it answers its own width (a container query), not the screen's, so the figures never run together.
 */
export const InANarrowColumn: Story = {
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(itemsPerRow(within(canvasElement).getAllByRole('listitem'))).toEqual([2, 2]);
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (StatsStrip.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoFourFigures: Story = {
  name: 'Do: four figures with one- or two-word labels',
  tags: usage,
};

export const DontSentences: Story = {
  name: "Don't: figures buried in sentences",
  tags: usage,
  args: {
    items: [
      { value: 'Yfir 500', label: 'ánægðir viðskiptavinir hafa treyst okkur fyrir vefnum sínum' },
      { value: 'Rúmlega 600', label: 'verkefni hafa verið kláruð á réttum tíma' },
      { value: 'Næstum 99,9%', label: 'uppitími á öllum vefjum sem við hýsum' },
      { value: 'Allan sólarhringinn', label: 'alla daga ársins' },
      { value: '3', label: 'skrifstofur' },
      { value: '4', label: 'tungumál' },
    ],
  },
};

/** The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): three big figures on the band. */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  // Padded, as the other thumbnails: the page around the miniature is what the thumbnail script trims away.
  parameters: { layout: 'padded' },
  args: {
    items: [
      { value: '500+', label: 'Viðskiptavinir' },
      { value: '99,9%', label: 'Uppitími' },
      { value: '24/7', label: 'Þjónusta' },
    ],
  },
  render: (args) => (
    <Miniature>
      {/* Enlarged only as far as the strip keeps its three figures in one row (at 1.25 it fell under its 44rem and
          drew two and one, lopsided on the card). */}
      <div style={{ display: 'grid', alignContent: 'center', blockSize: '100%', zoom: 1.1 }}>
        <StatsStrip {...args} />
      </div>
    </Miniature>
  ),
  play: async ({ canvasElement }) => {
    await expect(itemsPerRow(within(canvasElement).getAllByRole('listitem'))).toEqual([3]);
  },
};
