import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { drawnPicture, phone } from '../storyKit';
import { Card } from './Card';

const meta = {
  title: 'Cards/Card',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Card,
  tags: ['autodocs', 'beta'],
  argTypes: { padding: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] } },
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Opening hours</h3>
        <p style={{ margin: 0 }}>Monday to Friday, 8:00 to 17:00. Saturdays by appointment.</p>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const WithMedia: Story = {
  name: 'With media',
  args: {
    as: 'article',
    media: <img src={drawnPicture('#cfe3e8', 'Room 1')} alt="A bright treatment room" width={1200} height={800} />,
    children: (
      <>
        <Badge>New</Badge>
        <h3 style={{ margin: 0 }}>A second treatment room</h3>
        <p style={{ margin: 0 }}>Shorter waits from March: two chairs, the same team.</p>
        <div>
          <Button variant="secondary">Book a visit</Button>
        </div>
      </>
    ),
  },
};

export const Emphasis: Story = { args: { emphasis: true } };

export const Group: Story = {
  name: 'In a grid',
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Grid columns={{ base: 1, wide: 3 }}>
      <Card {...args} />
      <Card {...args} emphasis />
      <Card {...args} padding="md" />
    </Grid>
  ),
};

export const Phone: Story = { ...phone };
