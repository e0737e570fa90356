import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { assertNoSidewaysScroll, longIcelandic, phone } from '../storyKit';
import { Hero } from './Hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Vefir sem vinna fyrir fyrirtækið þitt',
    text: 'Hraun hannar, smíðar og rekur vefi, vefverslanir og sérlausnir fyrir fyrirtæki. Við sjáum um tæknina svo þú getir einbeitt þér að rekstrinum.',
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and lead only. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vefir sem vinna fyrir fyrirtækið þitt');
  },
};

/** With an eyebrow and two calls to action. */
export const WithActions: Story = {
  args: {
    eyebrow: 'Vefstofa',
    actions: (
      <>
        <Button asChild>
          <a href="#quote">Fá tilboð</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#services">Skoða þjónustu</a>
        </Button>
      </>
    ),
  },
};

/** A long Icelandic heading wraps without overflowing. */
export const LongText: Story = {
  args: { ...WithActions.args, eyebrow: 'Þjónusta', title: longIcelandic },
};

/** The narrowest layout. */
export const Phone: Story = {
  ...phone,
  args: { ...LongText.args },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
};
