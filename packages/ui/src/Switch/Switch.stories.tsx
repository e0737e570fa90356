import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Switch,
  tags: ['autodocs', 'beta'],
  args: { label: 'Email reminders', name: 'reminders' },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email reminders' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true, hint: 'A day before each visit, by email.' } };

export const Controlled: Story = {
  args: { checked: false },
  render: function Render(args) {
    const [checked, setChecked] = useArgState(Boolean(args.checked));
    return (
      <Stack gap="xs">
        <Switch {...args} checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        <p style={{ margin: 0 }}>Reminders are {checked ? 'on' : 'off'}.</p>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByText('Reminders are on.')).toBeInTheDocument();
  },
};

export const WithError: Story = { name: 'With an error', args: { error: 'Turn reminders on to book online.' } };

export const Disabled: Story = { args: { disabled: true } };

export const Phone: Story = { ...phone, args: { hint: 'A day before each visit, by email.' } };

/** Every state of the switch at once, the pointer and keyboard states forced; each its own name. */
export const States: Story = {
  render: ({ name, ...args }) => (
    <StatesMatrix
      states={[
        { label: 'Off', children: <Switch {...args} name={`${name}-off`} /> },
        { label: 'On', children: <Switch {...args} name={`${name}-on`} defaultChecked /> },
        { label: 'Hover', force: 'hover', children: <Switch {...args} name={`${name}-hover`} /> },
        { label: 'Focus visible', force: 'focus-visible', children: <Switch {...args} name={`${name}-focus`} /> },
        { label: 'Invalid', children: <Switch {...args} name={`${name}-invalid`} error="Turn reminders on to book a slot." /> },
        { label: 'Disabled', children: <Switch {...args} name={`${name}-disabled`} disabled /> },
        { label: 'Disabled, on', children: <Switch {...args} name={`${name}-disabled-on`} disabled defaultChecked /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
};
