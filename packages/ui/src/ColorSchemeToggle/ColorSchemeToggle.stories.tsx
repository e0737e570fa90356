import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const meta = {
  title: 'Navigation/ColorSchemeToggle',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: ColorSchemeToggle,
  tags: ['autodocs', 'beta'],
  args: {
    label: 'Colour scheme',
    choiceLabels: { light: 'Light', dark: 'Dark', system: 'Device' },
  },
  argTypes: {
    // A map of three fixed keys: edited in the story's code, not as a free-form object in the Controls panel.
    choiceLabels: { control: false, table: { type: { summary: "Record<'light' | 'dark' | 'system', string>" } } },
    onChoiceChange: { control: false },
  },
} satisfies Meta<typeof ColorSchemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three choices in one bar; the chosen one is filled and underlined. Arrow keys move between them. (The toggle writes
 * to <html>, as the toolbar's Mode does: the play function puts the attribute back as it found it.)
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, viewMode }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    // What the preview sets on <html>: the toolbar's Mode on a story's own page, nothing on a docs page.
    const before = viewMode !== 'story' || globals.scheme === 'system' ? null : globals.scheme === 'dark' ? 'dark' : 'light';
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(root).toHaveAttribute('data-color-scheme', 'dark');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(root).toHaveAttribute('data-color-scheme', 'light'));
    // Back to where the toolbar had it: the toggle follows the attribute, whoever sets it.
    if (before === null) root.removeAttribute('data-color-scheme');
    else root.setAttribute('data-color-scheme', before);
    await waitFor(() => expect(canvas.getByRole('radio', { name: before === 'dark' ? 'Dark' : before === 'light' ? 'Light' : 'Device' })).toBeChecked());
  },
};

/** In a header, where the purpose is plain: the label is read by screen readers only. */
export const HiddenLabel: Story = {
  name: 'Label for screen readers only',
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  },
};

/** Longer words (Icelandic here) keep each choice on one line; the bar wraps on a narrow screen. */
export const LongerLabels: Story = {
  name: 'Longer labels',
  parameters: { lang: 'is' },
  args: { label: 'Litaþema', choiceLabels: { light: 'Ljóst', dark: 'Dökkt', system: 'Eins og tækið' } },
};
