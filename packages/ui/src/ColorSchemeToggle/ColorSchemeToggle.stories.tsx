import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const meta = {
  title: 'Navigation/ColorSchemeToggle',
  component: ColorSchemeToggle,
  tags: ['autodocs'],
  args: {
    label: 'Colour scheme',
    choiceLabels: { light: 'Light', dark: 'Dark', system: 'Device' },
  },
  argTypes: {
    onChoiceChange: { control: false },
  },
  // The toggle writes to <html>, which the toolbar's Mode also sets: each story starts as the toolbar left it and puts
  // it back, so one story's choice does not leak into the next or into the docs page around it.
  decorators: [
    (Story) => {
      function Restore() {
        useEffect(() => {
          const root = document.documentElement;
          const before = root.getAttribute('data-color-scheme');
          return () => {
            if (before === null) root.removeAttribute('data-color-scheme');
            else root.setAttribute('data-color-scheme', before);
          };
        }, []);
        return null;
      }
      return (
        <>
          <Restore />
          <Story />
        </>
      );
    },
  ],
} satisfies Meta<typeof ColorSchemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three choices in one bar; the chosen one is filled and underlined. Arrow keys move between them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    const before = root.getAttribute('data-color-scheme');
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(root).toHaveAttribute('data-color-scheme', 'dark');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(root).toHaveAttribute('data-color-scheme', 'light'));
    // Back to where the toolbar had it, so the story is drawn (and checked) in the scheme the run asks for.
    await userEvent.click(canvas.getByRole('radio', { name: before === 'dark' ? 'Dark' : 'Device' }));
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
  args: { label: 'Litaþema', choiceLabels: { light: 'Ljóst', dark: 'Dökkt', system: 'Eins og tækið' } },
};
