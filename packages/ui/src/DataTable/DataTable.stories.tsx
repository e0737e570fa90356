import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone } from '../storyKit';
import { DataTable } from './DataTable';

const meta = {
  title: 'Sections/DataTable',
  component: DataTable,
  tags: ['autodocs'],
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
