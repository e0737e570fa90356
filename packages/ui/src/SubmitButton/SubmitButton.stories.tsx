import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import type { ReactNode } from 'react';

/** The button's props, and a spy for the form's submit event around it. */
type Args = SubmitButtonProps & { onSubmit: () => void };

const meta = {
  title: 'Actions/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs', 'stable'],
  args: { pending: false, pendingLabel: 'Sendi...', children: 'Senda fyrirspurn', onSubmit: fn() },
  // The spy belongs to the story's form, not to the button: kept out of the props table.
  argTypes: {
    onSubmit: { table: { disable: true } },
    pending: { control: 'boolean' },
    fullWidth: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
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
/** Ready and sending side by side. */
export const AllVariants: Story = {
  name: 'All variants',
  render: ({ onSubmit, ...args }: Args) => (
    <form
      aria-label="Fyrirspurn"
      style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton {...args} />
      <SubmitButton {...args} pending />
    </form>
  ),
};

export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { children: longIcelandic } };

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { fullWidth: true, children: longIcelandic } };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (SubmitButton.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoSayWhatIsSent: Story = {
  name: 'Do: say what is sent',
  tags: usage,
};

export const DontVague: Story = {
  name: "Don't: a vague label",
  tags: usage,
  args: { children: 'Í lagi', pendingLabel: 'Bíddu...' },
};

/** Every state of the button at once, the pointer and keyboard states forced, loading included. */
export const States: Story = {
  render: ({ onSubmit: _onSubmit, ...args }: Args) => (
    <StatesMatrix
      states={[
        { label: 'Default', children: <SubmitButton {...args} /> },
        { label: 'Hover', force: 'hover', children: <SubmitButton {...args} /> },
        { label: 'Focus visible', force: 'focus-visible', children: <SubmitButton {...args} /> },
        { label: 'Active (pressed)', force: 'active', children: <SubmitButton {...args} /> },
        { label: 'Loading (pending)', children: <SubmitButton {...args} pending /> },
      ]}
    />
  ),
};
