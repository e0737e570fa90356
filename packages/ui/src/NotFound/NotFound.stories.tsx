import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { NotFound } from './NotFound';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  args: {
    title: 'Úps! Síðan fannst ekki',
    text: 'Síðan sem þú leitar að hefur mögulega verið færð eða henni eytt.',
    actions: (
      <>
        <Button asChild>
          <a href="#forsida">Á forsíðu</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#hafa-samband">Hafa samband</a>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's page: one heading, the code hidden from screen readers, two ways on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Úps! Síðan fannst ekki');
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#forsida', '#hafa-samband']);
  },
};

/** English. */
export const English: Story = {
  args: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for may have been moved or deleted.',
  },
};

/** A long Icelandic heading wraps. */
export const LongText: Story = { args: { title: longIcelandic } };

/** On a phone. */
export const Phone: Story = phone;
