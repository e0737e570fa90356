import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { phone } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Checkbox,
  tags: ['autodocs', 'beta'],
  args: { label: 'Send me the monthly newsletter', name: 'newsletter' },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me the monthly newsletter' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Send me the monthly newsletter'));
    await expect(box).not.toBeChecked();
  },
};

export const WithHint: Story = { name: 'With a hint', args: { hint: 'One email a month. Unsubscribe at any time.' } };

export const Consent: Story = {
  args: {
    name: 'consent',
    required: true,
    label: (
      <>
        I have read the <a href="#privacy">privacy policy</a> and agree to my details being stored
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /I have read the privacy policy/ });
    await expect(box).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '#privacy');
    // That a real click on the link follows it without ticking the box is tested with real clicks in
    // visual/keyboard.visual.ts (here it would navigate the test page away).
  },
};

export const ConsentError: Story = {
  name: 'Consent with an error',
  args: {
    ...Consent.args,
    error: 'Agree to the privacy policy to send the form.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Agree to the privacy policy to send the form.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Group: Story = {
  name: 'Several in a fieldset',
  render: () => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 500 }}>What would you like to hear about?</legend>
      <Stack gap="none">
        <Checkbox name="topics" value="offers" label="Offers" />
        <Checkbox name="topics" value="events" label="Events" defaultChecked />
        <Checkbox name="topics" value="news" label="Clinic news" />
      </Stack>
    </fieldset>
  ),
};

export const Phone: Story = { ...phone, args: { ...Consent.args, error: 'Agree to the privacy policy to send the form.' } };

/** Every state of the box at once, the pointer and keyboard states forced; each box its own name. */
export const States: Story = {
  render: ({ name, ...args }) => (
    <StatesMatrix
      states={[
        { label: 'Unchecked', children: <Checkbox {...args} name={`${name}-off`} /> },
        { label: 'Checked', children: <Checkbox {...args} name={`${name}-on`} defaultChecked /> },
        { label: 'Hover', force: 'hover', children: <Checkbox {...args} name={`${name}-hover`} /> },
        { label: 'Focus visible', force: 'focus-visible', children: <Checkbox {...args} name={`${name}-focus`} /> },
        { label: 'Invalid', children: <Checkbox {...args} name={`${name}-invalid`} required error="Tick the box to go on." /> },
        { label: 'Disabled', children: <Checkbox {...args} name={`${name}-disabled`} disabled /> },
        { label: 'Disabled, checked', children: <Checkbox {...args} name={`${name}-disabled-on`} disabled defaultChecked /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
};
