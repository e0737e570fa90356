import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { phone } from '../storyKit';
import { Toast, ToastProvider, type ToastProps } from './Toast';

/** A page with a button that reports its result in a toast. */
function Demo(props: Omit<ToastProps, 'open' | 'onOpenChange'> & { startOpen?: boolean }) {
  const { startOpen = false, ...toast } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <ToastProvider label="Notifications ({hotkey})">
      <Button onClick={() => setOpen(true)}>Save changes</Button>
      <Toast {...toast} open={open} onOpenChange={setOpen} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Toast,
  subcomponents: { ToastProvider },
  tags: ['autodocs', 'beta'],
  args: { open: false, onOpenChange: () => {}, title: 'Changes saved', description: 'Your booking details are up to date.', closeLabel: 'Close', duration: 60_000 },
  argTypes: { open: { control: false }, onOpenChange: { control: false }, action: { control: false } },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div style={{ minHeight: '14rem' }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    const message = await screen.findByText('Your booking details are up to date.');
    await waitFor(() => expect(message).toBeVisible());
    // F8 moves focus into the toasts' region; Tab goes on to the close button; Enter closes the toast.
    // The key as a browser reports it (the testing library's keyboard has no code for F8).
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    for (let step = 0; step < 3 && document.activeElement !== close; step += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Your booking details are up to date.')).toBeNull());
  },
};

export const Success: Story = { render: (args) => <Demo {...args} tone="success" title="Booking confirmed" description="See you on Tuesday at 10:00." startOpen /> };

export const Danger: Story = { render: (args) => <Demo {...args} tone="danger" title="Not sent" description="Check your connection and try again." startOpen /> };

export const WithAction: Story = {
  name: 'With an action',
  render: (args) => (
    <Demo {...args} title="Booking cancelled" description={undefined} action={<Button size="sm" variant="secondary">Undo</Button>} actionAltText="Book again from your bookings page" startOpen />
  ),
  play: async () => {
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeVisible());
  },
};

export const Phone: Story = { ...phone, render: (args) => <Demo {...args} startOpen /> };
