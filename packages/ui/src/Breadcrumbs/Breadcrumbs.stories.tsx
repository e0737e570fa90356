import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs', 'stable'],
  args: {
    label: 'Brauðmolar',
    items: [
      { label: 'Forsíða', href: '#' },
      { label: 'Lausnir', href: '#lausnir' },
      { label: 'WordPress Express', href: '#wordpress-express' },
      { label: 'Panta' },
    ],
  },
  argTypes: {
    items: { control: 'object', table: { type: { summary: 'Crumb[]', detail: '{ id?: string; label: string; href?: string }[]' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    className: { control: false },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail from the home page; the last crumb is the current page, not a link. */
export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brauðmolar' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Panta')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long project title on a 390 px phone: the trail wraps, long compounds break, hyphenated under `lang="is"`. */
export const LongProjectTitle: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    items: [
      { label: 'Forsíða', href: '#' },
      { label: 'Verkefni', href: '#verkefni' },
      { label: 'Þjónustuborðsbeiðnakerfið', href: '#thjonustubord' },
      { label: 'Ný vefverslun og bókunarkerfi fyrir Norðurljósaferðir á Akureyri' },
    ],
  },
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('li')];
    // The trail wraps here; each "/" ends its crumb, so no line starts with one.
    await expect(new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size).toBeGreaterThan(1);
    for (const [index, item] of items.entries()) {
      await expect(getComputedStyle(item, '::before').content).toBe('none');
      await expect(getComputedStyle(item, '::after').content).toBe(index === items.length - 1 ? 'none' : '"/"');
    }
  },
};

/** Do: short page names, the same words as the pages' own headings or menu items. */
export const DoShortNames: Story = {
  name: 'Do: the pages\' short names',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: whole page titles as crumbs; the trail wraps to several lines and pushes the heading down. */
export const DontWholeTitles: Story = {
  name: "Don't: whole titles as crumbs",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    items: [
      { label: 'Forsíða Hrauns – vefstofa í Reykjavík', href: '#' },
      { label: 'Allar lausnir sem við bjóðum upp á fyrir fyrirtæki', href: '#lausnir' },
      { label: 'WordPress Express: vefur á viku fyrir fast verð' },
    ],
  },
};
