import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { LoadingText } from './LoadingText';

const meta = {
  title: 'Feedback/LoadingText',
  component: LoadingText,
  tags: ['autodocs'],
  args: { children: 'Hleður...' },
} satisfies Meta<typeof LoadingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's loading text, in a polite live region; the text never fades, only its colour shifts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Hleður...');
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    await expect(getComputedStyle(status).opacity).toBe('1');
  },
};

/** English. */
export const English: Story = { args: { children: 'Loading...' } };

/** A long line wraps. */
export const LongText: Story = { args: { children: longIcelandic } };

/** In the alternative theme the text keeps its contrast. */
export const AlternativeTheme: Story = { globals: { theme: 'alt' } };

/** On a phone, with a long line. */
export const Phone: Story = { ...phone, args: { children: longIcelandic } };
