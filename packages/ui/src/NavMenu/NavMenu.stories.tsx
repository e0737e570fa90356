import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { StatesMatrix } from '../storyStates';
import { NavMenu } from './NavMenu';

const services = [
  { label: 'Vefsíðugerð', href: '#vefsidugerd' },
  { label: 'Vefhönnun', href: '#vefhonnun', current: true },
  { label: 'Vefþróun', href: '#vefthroun' },
  { label: 'Ráðgjöf', href: '#radgjof' },
];

/** Another group's pages, none of them the page shown: the items of every story whose trigger is not highlighted. */
const solutions = [
  { label: 'Netverslun', href: '#netverslun' },
  { label: 'Bókunarkerfi', href: '#bokunarkerfi' },
  { label: 'Vefhýsing', href: '#vefhysing' },
];

const meta = {
  title: 'Navigation/NavMenu',
  component: NavMenu,
  tags: ['autodocs', 'stable'],
  args: { label: 'Þjónusta', items: services, active: true },
  argTypes: {
    items: { control: false, table: { type: { summary: 'NavMenuItem[]', detail: '{ id?: string; label: string; href: string; current?: boolean }[]' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'], table: { type: { summary: "'start' | 'center' | 'end'" }, defaultValue: { summary: "'start'" } } },
    active: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    defaultOpen: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
  },
  /*
   * On a docs page each story in a frame of its own, with room under the trigger: inline, the open menu was clipped
   * by the story's block (and flipped above the trigger, out of sight, when the page scrolled it near the window's
   * bottom), and Radix closed every open menu on the page but the last. A taller menu asks for a taller frame.
   */
  parameters: { layout: 'padded', docsFrame: { height: 320 } },
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room under the trigger for the open menu, which is not portalled (it stays in the navigation landmark). */
const roomForMenu = (Story: () => ReactNode) => <div style={{ minHeight: '16rem' }}>{Story()}</div>;

/** The menu open at rest (first: the docs page's top demo is the file's first story): the current page marked, the trigger highlighted. */
export const Open: Story = {
  args: { defaultOpen: true },
  decorators: [roomForMenu],
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Vefhönnun' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only', 'focus'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Þjónusta' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{End}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Focus goes back to the trigger.
    await expect(within(canvasElement).getByRole('button', { name: 'Þjónusta' })).toHaveFocus();
  },
};

/** Tab leaves the open menu for what follows it, and Shift+Tab for its trigger; either way the menu closes. */
export const TabMovesOn: Story = {
  tags: ['!dev', '!autodocs', 'test-only', 'focus'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <a href="#verkefni">Verkefni</a>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Þjónusta' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Verkefni' })).toHaveFocus());
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    const trigger = canvas.getByRole('button', { name: 'Þjónusta' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(body.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PointerOpens: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Þjónusta' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Vefsíðugerð' })).toHaveAttribute('href', '#vefsidugerd');
    await userEvent.keyboard('{Escape}');
  },
};

/** The trigger highlighted (one of its pages is shown) and plain. */
export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <NavMenu {...args} active />
      <NavMenu {...args} label="Lausnir" items={solutions} active={false} />
    </div>
  ),
};

/**
 * Every state of the trigger at once (the pointer and keyboard states forced): a plain group, the group of the page
 * shown (highlighted), hover, focus-visible, pressed, and a long Icelandic label. The open menu is the first story,
 * Open. Only the highlighted group holds the current page.
 */
export const States: Story = {
  render: (args) => (
    // Room under the last row for a menu opened from any cell; drawn in the docs page itself (no frame of its own),
    // so its block grows with the matrix at every width.
    <div style={{ paddingBlockEnd: '16rem' }}>
      <StatesMatrix
        states={[
          { label: 'Plain (another group shown)', children: <NavMenu {...args} label="Lausnir" items={solutions} active={false} /> },
          { label: 'Current group (active)', children: <NavMenu {...args} active /> },
          { label: 'Hover', force: 'hover', children: <NavMenu {...args} label="Lausnir" items={solutions} active={false} /> },
          { label: 'Focus visible', force: 'focus-visible', children: <NavMenu {...args} label="Lausnir" items={solutions} active={false} /> },
          { label: 'Active (pressed)', force: 'active', children: <NavMenu {...args} label="Lausnir" items={solutions} active={false} /> },
          { label: 'Long label', children: <NavMenu {...args} label="Sérlausnir og kerfi" items={solutions} active={false} /> },
        ]}
      />
    </div>
  ),
  parameters: { docsFrame: false },
  play: async ({ canvasElement }) => {
    const triggers = within(canvasElement).getAllByRole('button');
    await expect(triggers).toHaveLength(6);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The forced states are drawn: pressed has a fill of its own, unlike the plain trigger and the hovered one.
    const fill = (index: number) => getComputedStyle(triggers[index]!).backgroundColor;
    await waitFor(() => expect(fill(4)).not.toBe(fill(0)));
    await expect(fill(4)).not.toBe(fill(2));
  },
};

/** A group none of whose pages is shown: the trigger is not highlighted, and no item in its menu is the current page. */
export const Inactive: Story = {
  args: { active: false, label: 'Lausnir', items: solutions },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lausnir' }));
    const menu = await body.findByRole('menu');
    for (const item of within(menu).getAllByRole('menuitem')) await expect(item).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Left at rest, as a reader first sees it: no focus ring from the test on the docs page.
    within(canvasElement).getByRole('button', { name: 'Lausnir' }).blur();
  },
};

/** Long Icelandic labels in the open menu wrap inside it. */
export const LongIcelandicLabels: Story = {
  tags: ['long-text'],
  decorators: [
    roomForMenu,
    (Story) => (
      <div lang="is">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('menu');
  },
  args: {
    defaultOpen: true,
    // None of its pages is the one shown: the trigger is plain.
    active: false,
    label: 'Sérlausnir og kerfi',
    items: [
      { label: 'Bókunarkerfi fyrir ferðaþjónustu og veitingastaði', href: '#a' },
      { label: 'Áskriftarkerfi með sjálfvirkri innheimtu', href: '#b' },
      { label: 'Þjónustuborðsbeiðnakerfið', href: '#c' },
    ],
  },
};

/** Usage examples for the docs page only (NavMenu.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoFewPages: Story = {
  name: 'Do: a few pages of one kind',
  tags: usage,
  args: { defaultOpen: true },
  decorators: [roomForMenu],
};

export const DontActionsInMenu: Story = {
  name: "Don't: a menu that mixes pages and actions",
  tags: usage,
  args: {
    defaultOpen: true,
    label: 'Meira',
    active: false,
    items: [
      { label: 'Vefsíðugerð', href: '#vefsidugerd' },
      { label: 'Fá tilboð', href: '#tilbod' },
      { label: 'Innskráning', href: '#innskraning' },
      { label: 'English', href: '#en' },
      { label: 'Persónuvernd', href: '#personuvernd' },
      { label: 'Um okkur', href: '#um-okkur' },
      { label: 'Fréttir', href: '#frettir' },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: '24rem' }}>{Story()}</div>],
  parameters: { docsFrame: { height: 440 } },
};

/** Grouped, with a description per page (the solutions menu): headed groups in two columns, each description read as the item's description. */
export const Grouped: Story = {
  args: {
    defaultOpen: true,
    // None of its pages is the one shown: the trigger is plain.
    active: false,
    label: 'Lausnir',
    items: [
      { label: 'Netverslun', href: '#netverslun', group: 'Verslun og sala', description: 'Netverslanir á WooCommerce eða Shopify' },
      { label: 'Kassakerfi', href: '#kassakerfi', group: 'Verslun og sala', description: 'Afgreiðsla og birgðir tengdar vefversluninni' },
      { label: 'WordPress', href: '#wordpress', group: 'Vefir og kerfi', description: 'Sveigjanlegir vefir sem auðvelt er að uppfæra' },
      { label: 'Gervigreind', href: '#gervigreind', group: 'Gervigreind', description: 'Spjallmenni, sjálfvirkni og gagnagreining' },
      { label: 'Vefhýsing', href: '#vefhysing', group: 'Hýsing og umsjón', description: 'Hröð og örugg hýsing með afritun og vöktun' },
      { label: 'Allar lausnir', href: '#lausnir' },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: '30rem' }}>{Story()}</div>],
  // Tall enough for the groups in one column, as a docs page at 390 px draws them (two columns need 540 px).
  parameters: { docsFrame: { height: 780 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Queried afresh on each try, with time to spare: on a busy docs page (eight frames loading at once) the menu was
    // caught re-rendering, its item detached with no document to look its description up in.
    await waitFor(
      () => {
        const shop = within(canvas.getByRole('group', { name: 'Verslun og sala' })).getByRole('menuitem', { name: 'Netverslun' });
        expect(shop).toHaveAccessibleDescription('Netverslanir á WooCommerce eða Shopify');
      },
      { timeout: 5000 },
    );
  },
};
