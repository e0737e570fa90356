import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: {
    label: 'Tungumál',
    options: [
      { locale: 'is', label: 'Íslenska', short: 'IS', href: 'https://hraun.is/verdskra', current: true },
      { locale: 'en', label: 'English', short: 'EN', href: 'https://hraun.io/verdskra' },
      { locale: 'es', label: 'Español', short: 'ES', href: 'https://hraun.es/verdskra' },
      { locale: 'da', label: 'Dansk', short: 'DA', href: 'https://hraun.dk/verdskra' },
    ],
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Tungumál' });
    const english = within(nav).getByRole('link', { name: /English/ });
    await expect(english).toHaveAttribute('href', 'https://hraun.io/verdskra');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(within(nav).getByRole('link', { name: /Íslenska/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const FullNames: Story = {
  args: {
    options: [
      { locale: 'is', label: 'Íslenska', href: '#is', current: true },
      { locale: 'en', label: 'English', href: '#en' },
    ],
  },
};
