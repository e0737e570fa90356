import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { altTheme, altTokens } from '../themes/alt';
import { hraunTokens } from '../themes/hraun';
import { Miniature } from '../storyKit';
import { ThemeScope } from './ThemeScope';

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const meta = {
  title: 'Foundations/ThemeScope',
  component: ThemeScope,
  tags: ['autodocs', 'stable'],
  argTypes: {
    theme: { control: 'inline-radio', options: [undefined, altTheme], labels: { undefined: 'around the scope', [altTheme]: 'altTheme' }, table: { type: { summary: 'string (a theme class)' }, defaultValue: { summary: 'the theme around the scope' } } },
    colorScheme: { control: 'inline-radio', options: ['light', 'dark', 'system'], table: { type: { summary: "'light' | 'dark' | 'system'" }, defaultValue: { summary: 'the scheme around the scope' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
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
/** Each theme in light and dark. */
export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem' }}>
      {([undefined, altTheme] as const).flatMap((theme) =>
        (['light', 'dark'] as const).map((colorScheme) => (
          <ThemeScope key={`${theme ?? 'hraun'}-${colorScheme}`} theme={theme} colorScheme={colorScheme} style={{ padding: '1rem' }}>
            <p>
              {theme ? 'altTheme' : 'Sjálfgefið þema'}, {colorScheme}
            </p>
            <Button>Fá tilboð</Button>
          </ThemeScope>
        )),
      )}
    </div>
  ),
};

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

/** Usage examples for the docs page only (ThemeScope.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoWholeArea: Story = {
  name: 'Do: one scope around a whole area',
  tags: usage,
  args: { theme: undefined, colorScheme: 'dark' },
};

export const DontPatchwork: Story = {
  name: "Don't: a scope around each element",
  tags: usage,
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <ThemeScope colorScheme="dark" style={{ padding: '0.5rem' }}>
        <Button>Fá tilboð</Button>
      </ThemeScope>
      <ThemeScope theme={altTheme} style={{ padding: '0.5rem' }}>
        <Button>Skoða verðskrá</Button>
      </ThemeScope>
      <ThemeScope colorScheme="light" style={{ padding: '0.5rem' }}>
        <Button variant="secondary">Hafa samband</Button>
      </ThemeScope>
    </div>
  ),
};

/**
 * The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): one small page in four scopes,
 * each theme in light and dark, so the same heading and button wear four looks.
 */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  render: () => (
    <Miniature>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem', blockSize: '100%', zoom: 1.6 }}>
        {([undefined, altTheme] as const).flatMap((theme) =>
          (['light', 'dark'] as const).map((colorScheme) => (
            <ThemeScope key={`${theme ?? 'hraun'}-${colorScheme}`} theme={theme} colorScheme={colorScheme} style={{ display: 'grid', alignContent: 'center', gap: '0.5rem', padding: '0.75rem 1rem', borderRadius: '0.75rem' }}>
              <p style={{ margin: 0, fontFamily: 'var(--hraun-font-heading)', fontWeight: 700, fontSize: '1.25rem' }}>Aa</p>
              <div>
                <Button size="sm">Fá tilboð</Button>
              </div>
            </ThemeScope>
          )),
        )}
      </div>
    </Miniature>
  ),
};
