import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { DataTable } from './DataTable';

const meta = {
  title: 'Sections/DataTable',
  component: DataTable,
  tags: ['autodocs', 'stable'],
  args: {
    caption: 'Vafrakökur sem vefurinn notar',
    columns: ['Vafrakaka', 'Tilgangur', 'Gildistími'],
    rows: [
      { label: 'Lotukaka', cells: ['Heldur utan um heimsóknina', 'Þar til vafranum er lokað'] },
      { label: '_ga', cells: ['Greining á notkun', '2 ár'] },
      { label: '_gid', cells: ['Greining á notkun', '24 klukkustundir'] },
      { label: 'cookiesAccepted', cells: ['Man samþykki fyrir vafrakökum', '1 ár'] },
    ],
  },
  argTypes: {
    columns: { control: 'object', table: { type: { summary: 'string[]' } } },
    rows: { control: 'object', table: { type: { summary: 'DataTableRow[]', detail: '{ id?: string; label: string; cells: string[] }[]' } } },
    captionHidden: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    className: { control: false },
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cookie policy's table, with a visible caption. */
export const Cookies: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Vafrakökur sem vefurinn notar' });
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Lotukaka', '_ga', '_gid', 'cookiesAccepted']);
  },
};

/** Caption kept for assistive technology only. */
export const HiddenCaption: Story = { args: { captionHidden: true } };

/** Scrolls sideways on a phone. */
export const Phone: Story = { ...phone };

/** Long Icelandic text: cells wrap, long compounds hyphenate under `lang="is"`, and the table scrolls inside its region rather than the page. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { rows: [{ label: 'Þjónustuborðsbeiðnakerfið', cells: [longIcelandic, 'Vefverslunarlausnirnar'] }] },
};

/** Do: a caption that says what the table lists, and a row heading in the first column. */
export const DoCaption: Story = {
  name: 'Do: a caption and row headings',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: a table for layout or for a single list; with one column of data a plain list reads better. */
export const DontOneColumn: Story = {
  name: "Don't: a table for a plain list",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    caption: 'Þjónusta',
    columns: ['Þjónusta', 'Lýsing'],
    rows: [
      { label: 'Vefsíðugerð', cells: ['Vefsíðugerð'] },
      { label: 'Vefverslun', cells: ['Vefverslun'] },
      { label: 'Hýsing', cells: ['Hýsing'] },
    ],
  },
};
