import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs', 'stable'],
  args: {
    label: 'Tungumál',
    options: [
      { locale: 'is', label: 'Íslenska', short: 'IS', href: 'https://hraun.is/verdskra', current: true },
      { locale: 'en', label: 'English', short: 'EN', href: 'https://hraun.io/verdskra' },
      { locale: 'es', label: 'Español', short: 'ES', href: 'https://hraun.es/verdskra' },
      { locale: 'da', label: 'Dansk', short: 'DA', href: 'https://hraun.dk/verdskra' },
    ],
  },
  argTypes: {
    options: { control: 'object', table: { type: { summary: 'LanguageOption[]', detail: '{ locale: string; label: string; short?: string; href: string; current?: boolean }[]' } } },
    className: { control: false },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short codes (IS, EN, ES, DA), each link named by the language's full name in its own language. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Tungumál' });
    const english = within(nav).getByRole('link', { name: /English/ });
    await expect(english).toHaveAttribute('href', 'https://hraun.io/verdskra');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(within(nav).getByRole('link', { name: /Íslenska/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** Full names, when there is room. */
export const FullNames: Story = {
  args: {
    options: [
      { locale: 'is', label: 'Íslenska', href: '#is', current: true },
      { locale: 'en', label: 'English', href: '#en' },
    ],
  },
};

/** Do: each language in its own name (Íslenska, English, Español, Dansk). */
export const DoOwnNames: Story = {
  name: 'Do: each language in its own name',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { options: [
    { locale: 'is', label: 'Íslenska', href: '#is', current: true },
    { locale: 'en', label: 'English', href: '#en' },
    { locale: 'es', label: 'Español', href: '#es' },
    { locale: 'da', label: 'Dansk', href: '#da' },
  ] },
};

/** Don't: flags, or language names in the page's language ("Enska"): a visitor who cannot read Icelandic cannot find their own. */
export const DontTranslatedNames: Story = {
  name: "Don't: names in the page's language",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { options: [
    { locale: 'is', label: 'Íslenska', href: '#is', current: true },
    { locale: 'en', label: 'Enska', href: '#en' },
    { locale: 'es', label: 'Spænska', href: '#es' },
    { locale: 'da', label: 'Danska', href: '#da' },
  ] },
};
