import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

/** The button's props, and a spy for the form's submit event around it. */
type Args = SubmitButtonProps & { onSubmit: () => void };

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { pending: false, pendingLabel: 'Sendi...', children: 'Senda fyrirspurn', onSubmit: fn() },
  // The spy belongs to the story's form, not to the button: kept out of the props table.
  argTypes: { onSubmit: { table: { disable: true } } },
  render: ({ onSubmit, ...args }: Args) => (
    <form
      aria-label="Fyrirspurn"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton {...args} />
    </form>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking or pressing Enter submits the form. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Senda fyrirspurn' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** While sending: the pending label, busy and disabled for assistive technology, clicks ignored, still focusable. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sendi...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** A long Icelandic label wraps inside the button. */
export const LongText: Story = { args: { children: longIcelandic } };

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { fullWidth: true, children: longIcelandic } };
