import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { ComparisonTable } from './ComparisonTable';

const meta = {
  title: 'Sections/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Samanburður: WooCommerce og Shopify',
    columns: ['Atriði', 'WooCommerce', 'Shopify'],
    rows: [
      { label: 'Mánaðargjald', cells: ['Ekkert', '29–299 USD á mánuði'] },
      { label: 'Söluþóknun', cells: ['Engin', '0,5–2% af sölu'] },
      { label: 'Hýsing', cells: ['Þú velur hýsingu', 'Innifalin'] },
      { label: 'Sveigjanleiki', cells: ['Ótakmarkaður, opinn hugbúnaður', 'Takmarkaður við forrit í Shopify App Store'] },
      { label: 'Eignarhald gagna', cells: ['Þú átt öll gögn', 'Gögn hjá Shopify'] },
    ],
  },
  argTypes: {
    columns: { control: 'object', table: { type: { summary: 'string[]' } } },
    rows: { control: 'object', table: { type: { summary: 'DataTableRow[]', detail: '{ id?: string; label: string; cells: string[] }[]' } } },
    className: { control: false },
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by the section heading (hidden caption). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Samanburður: WooCommerce og Shopify' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  },
};

/** With a visible caption. */
export const WithCaption: Story = { args: { caption: 'Verð og skilmálar eins og þeir voru í mars 2024' } };

/** Long Icelandic text in the cells: words wrap and long compounds hyphenate under `lang="is"`; a wider table scrolls inside its region. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { rows: [{ label: longIcelandic, cells: [longIcelandic, 'Þjónustuborðsbeiðnakerfið'] }, { label: 'Vefverslunarlausnirnar', cells: ['Já', 'Nei'] }] },
};

/** On a phone each row is a card: every value shows beside its option's name, nothing scrolls sideways, and it is still a table. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('group', { name: 'Samanburður: WooCommerce og Shopify' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
    const table = canvas.getByRole('table', { name: 'Samanburður: WooCommerce og Shopify' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const cells = within(table).getAllByRole('cell');
    await expect(cells).toHaveLength(10);
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      await expect(box.width).toBeGreaterThan(0);
      await expect(box.right).toBeLessThanOrEqual(documentElement.clientWidth);
      // The option's name shows beside the value (drawn by CSS, with empty alternative text).
      await expect(getComputedStyle(cell, '::before').content).toContain(cell.dataset.label!);
    }
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Do: short cells (a word, a number, a short phrase) that compare like with like. */
export const DoShortCells: Story = {
  name: 'Do: short, comparable cells',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: sentences in the cells; the columns grow tall and the comparison is lost. Explain in a ProseSection under the table. */
export const DontSentences: Story = {
  name: "Don't: sentences in the cells",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    rows: [
      {
        label: 'Mánaðargjald',
        cells: [
          'Sjálft kerfið kostar ekkert, en þú greiðir fyrir hýsingu, lén og þær viðbætur sem þú velur að nota í versluninni.',
          'Mánaðargjaldið fer eftir áskriftarleið og er á bilinu 29 til 299 bandaríkjadalir, auk færsluþóknunar af hverri sölu.',
        ],
      },
    ],
  },
};
