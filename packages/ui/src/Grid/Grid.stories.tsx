import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { DemoBox, itemsPerRow, Miniature, MiniatureBlock, phone } from '../storyKit';
import { Grid } from './Grid';

const meta = {
  title: 'Foundations/Grid',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Grid,
  tags: ['autodocs', 'beta'],
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    fit: { control: 'inline-radio', options: ['card', 'tile'] },
  },
  render: (args) => (
    <Grid {...args}>
      {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((label) => (
        <DemoBox key={label}>{label}</DemoBox>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fit: Story = { name: 'As many as fit' };

export const Tiles: Story = { args: { fit: 'tile', gap: 'sm' } };

export const ResponsiveColumns: Story = {
  name: 'Responsive columns',
  args: { columns: { base: 1, wide: 2, desktop: 3 } },
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByText(/^(One|Two|Three|Four|Five|Six)$/);
    // The 1024 px frame is past `wide` (48rem) and short of `desktop` (80rem): two columns.
    const expected = window.matchMedia('(min-width: 80rem)').matches ? [3, 3] : window.matchMedia('(min-width: 48rem)').matches ? [2, 2, 2] : [1, 1, 1, 1, 1, 1];
    await expect(itemsPerRow(cells)).toEqual(expected);
  },
};

export const CardList: Story = {
  name: 'A list of cards',
  args: { as: 'ul', columns: { base: 1, wide: 3 } },
  render: (args) => (
    <Grid {...args}>
      {[
        ['Check-up', 'A full examination and a clean, in forty minutes.'],
        ['Whitening', 'Two visits, a shade or three lighter.'],
        ['Emergency', 'Seen the same day when you call before noon.'],
      ].map(([title, text]) => (
        <Card as="li" key={title}>
          <h3 style={{ margin: 0 }}>{title}</h3>
          <p style={{ margin: 0 }}>{text}</p>
        </Card>
      ))}
    </Grid>
  ),
};

export const Phone: Story = { ...phone, args: { columns: { base: 1, wide: 2, desktop: 3 } } };

/** The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): six tiles in three columns. */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  render: () => (
    <Miniature>
      <Grid columns={3} gap="lg">
        {(['Grid', '2', '3', '4', '5', '6'] as const).map((label, index) => (
          <MiniatureBlock key={label} height="12rem" tone={index % 2 === 0 ? 'primary' : 'accent'}>
            {label}
          </MiniatureBlock>
        ))}
      </Grid>
    </Miniature>
  ),
};
