import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone } from '../../packages/ui/src/storyKit';
import { hraunTokens } from '../../packages/ui/src/themes/hraun';
import { ColourRoles, ShadowValues, SizeLayersMotion, TypeRoles } from './Guides';
import { assertTablesHeld } from './tablesHeld';
import { themeOf } from './TokenTables';

/**
 * The Foundations guides' tables (Colour, Typography, Size, layers and motion), shown on their MDX pages. Stories so
 * that each is checked by axe in light and dark like any other; kept out of the sidebar ('!dev'), the pages show them.
 */
const meta = {
  title: 'Foundations/Guides',
  tags: ['!autodocs', '!dev'],
  // English samples, like the docs pages around them (the components' stories are Icelandic).
  parameters: { layout: 'padded', lang: 'en' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: (_args, { globals }) => <ColourRoles theme={themeOf(globals.theme)} />,
  play: async ({ canvasElement }) => {
    // Every colour of the contract has its purpose written down.
    const rows = within(canvasElement).getAllByRole('row').filter((row) => row.querySelector('th[scope="row"]'));
    await expect(rows).toHaveLength(Object.keys(hraunTokens.light.color).length);
    // Where the table is a table (not a phone's cards), every group's columns line up down the page: the first row
    // of each group has its cells where the first group's are, as wide (a table per group did not).
    const firstRows = [...canvasElement.querySelectorAll('tbody')]
      .map((group) => [...(group.querySelector('tr:not([data-group])')?.children ?? [])].map((cell) => cell.getBoundingClientRect()))
      .filter((cells) => cells.length > 1 && cells[1]?.top === cells[0]?.top);
    await expect(firstRows.length).toBeGreaterThan(1);
    const [firstGroup = [], ...others] = firstRows;
    for (const cells of others) {
      cells.forEach((box, index) => {
        const first = firstGroup[index];
        if (!first || Math.abs(box.left - first.left) > 1 || Math.abs(box.width - first.width) > 1) {
          throw new Error(`column ${index + 1} starts at ${Math.round(box.left)} px, ${Math.round(box.width)} px wide; in the first group at ${Math.round(first?.left ?? 0)} px, ${Math.round(first?.width ?? 0)} px`);
        }
      });
    }
  },
};

export const Typography: Story = {
  render: (_args, { globals }) => <TypeRoles theme={themeOf(globals.theme)} />,
};

export const SizeLayersAndMotion: Story = {
  name: 'Size, layers and motion',
  render: (_args, { globals }) => <SizeLayersMotion theme={themeOf(globals.theme)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('2.75rem · 44\u00a0px');
  },
};

export const Shadows: Story = {
  render: (_args, { globals }) => <ShadowValues theme={themeOf(globals.theme)} />,
};

/** On a phone the tables stay inside the screen: each scrolls in its own box (a keyboard reaches it) or wraps. */
const onPhone = { ...phone, play: async ({ canvasElement }: { canvasElement: HTMLElement }) => assertTablesHeld(canvasElement) };

export const ColourOnPhone: Story = { ...Colour, ...onPhone, name: 'Colour, on a phone' };

export const SizeLayersAndMotionOnPhone: Story = { ...SizeLayersAndMotion, ...onPhone, name: 'Size, layers and motion, on a phone' };
