import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { phone } from '../storyKit';
import { Popover } from './Popover';

const meta = {
  title: 'Feedback/Popover',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Popover,
  tags: ['autodocs', 'beta'],
  args: {
    trigger: <Button variant="secondary">What does it include?</Button>,
    title: 'Check-up and clean',
    closeLabel: 'Close',
    children: <p style={{ margin: 0 }}>An examination, X-rays when they are due, and a scale and polish. About forty minutes.</p>,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  decorators: [(Story) => <div style={{ minHeight: '16rem', display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What does it include?' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Check-up and clean' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The open stories stay off the docs page, where an open popover would sit over the page's text; each has its own page. */
const openOnly = ['!autodocs'];

export const Open: Story = {
  tags: openOnly,
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Check-up and clean' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  name: 'Without a title',
  tags: openOnly,
  args: { title: undefined, label: 'About the price', closeLabel: undefined, defaultOpen: true, trigger: <Button variant="ghost">Why this price?</Button>, children: <p style={{ margin: 0 }}>Prices include VAT and a follow-up call.</p> },
};

export const PhoneOpen: Story = { ...phone, name: 'Open on a phone', tags: openOnly, args: { defaultOpen: true, side: 'bottom', align: 'start' } };
