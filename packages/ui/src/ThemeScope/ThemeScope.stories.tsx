import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { altTheme, altTokens } from '../themes/alt';
import { hraunTokens } from '../themes/hraun';
import { ThemeScope } from './ThemeScope';

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const meta = {
  title: 'Foundations/ThemeScope',
  component: ThemeScope,
  tags: ['autodocs'],
  args: { theme: altTheme, colorScheme: 'light' },
  render: (args) => (
    <ThemeScope {...args} style={{ padding: '1rem' }} data-testid="scope">
      <p>Efni í eigin þema, glugginn líka.</p>
      <Dialog title="Takk fyrir!" description="Glugginn er í þema svæðisins sem opnaði hann." closeLabel="Loka" trigger={<Button>Opna glugga</Button>} />
    </ThemeScope>
  ),
} satisfies Meta<typeof ThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The alternative theme on one area: its dialog, rendered at the end of the page, wears it too (serif heading). */
export const AlternativeThemeReachesTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('scope');
    await expect(getComputedStyle(scope).backgroundColor).toBe(rgb(altTokens.light.color.bg));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Opna glugga' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(scope.contains(dialog)).toBe(false);
    const title = within(dialog).getByRole('heading', { name: 'Takk fyrir!' });
    await expect(getComputedStyle(title).fontFamily).toMatch(/Georgia/);
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Loka' })).backgroundColor).toBe(rgb(altTokens.light.color.primary));
    await userEvent.keyboard('{Escape}');
  },
};

/** The default theme in dark mode on one area, whatever the page and the system say. */
export const DarkArea: Story = {
  args: { theme: undefined, colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('scope');
    await expect(getComputedStyle(scope).backgroundColor).toBe(rgb(hraunTokens.dark.color.bg));
    await expect(getComputedStyle(scope).colorScheme).toBe('dark');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Opna glugga' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(hraunTokens.dark.color.surface));
    await userEvent.keyboard('{Escape}');
  },
};
