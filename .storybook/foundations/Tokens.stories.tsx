import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorPairs } from '../../packages/ui/src/theme/contrast';
import { phone } from '../../packages/ui/src/storyKit';
import { assertTablesHeld } from './tablesHeld';
import { ColorTokens, ContrastTable, SpaceAndShape, themeOf, TokensDownload, Typography } from './TokenTables';

/** The theme's tokens, written from the theme itself: switch the toolbar's Theme to see the alternative's. */
const meta = {
  title: 'Foundations/Tokens',
  // The project tags every CSF file for autodocs; the token tables are pages of their own, not a component.
  tags: ['!autodocs'],
  // English samples, like the docs pages around them (the components' stories are Icelandic).
  parameters: { layout: 'padded', lang: 'en' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: (_args, { globals }) => <ColorTokens theme={themeOf(globals.theme)} />,
};

export const Contrast: Story = {
  render: (_args, { globals }) => <ContrastTable theme={themeOf(globals.theme)} />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(colorPairs.length);
    await expect(canvasElement.textContent).not.toContain('FAILS');
  },
};

export const Type: Story = {
  render: (_args, { globals }) => <Typography theme={themeOf(globals.theme)} />,
};

export const SpacingRadiiShadowsBreakpoints: Story = {
  name: 'Spacing, radii, shadows, breakpoints',
  render: (_args, { globals }) => <SpaceAndShape theme={themeOf(globals.theme)} />,
};

export const DesignTokensFile: Story = {
  name: 'tokens.json',
  render: () => <TokensDownload />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download tokens.json' });
    const tokens = await (await fetch(link.getAttribute('href') ?? '')).json();
    await expect(tokens.hraun.light.color.primary.$type).toBe('color');
    await expect(tokens.alt.dark.color.bg.$extensions['is.hraun.css'].variable).toBe('--hraun-color-bg');
  },
};

/** On a phone the tables stay inside the screen: each scrolls in its own box (a keyboard reaches it) or wraps. */
const onPhone = { ...phone, tags: ['!dev', 'test-only'], play: async ({ canvasElement }: { canvasElement: HTMLElement }) => assertTablesHeld(canvasElement) };

export const ColoursOnPhone: Story = { ...Colours, ...onPhone, name: 'Colours, on a phone' };

export const SpacingOnPhone: Story = { ...SpacingRadiiShadowsBreakpoints, ...onPhone, name: 'Spacing, radii, shadows, breakpoints, on a phone' };
