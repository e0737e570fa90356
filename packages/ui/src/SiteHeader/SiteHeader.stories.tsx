import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { assertNoSidewaysScroll, StayLink } from '../storyKit';
import { SiteHeader, type HeaderGroup } from './SiteHeader';
import type { ReactNode } from 'react';

const items = [
  {
    label: 'Þjónusta',
    active: true,
    items: [
      { label: 'Vefsíðugerð', href: '#vefsidugerd', current: true },
      { label: 'Vefhönnun', href: '#vefhonnun' },
      { label: 'Leitarvélabestun', href: '#leitarvelabestun' },
    ],
  },
  {
    label: 'Lausnir',
    items: [
      { label: 'Netverslun', href: '#netverslun' },
      { label: 'Vefhýsing', href: '#vefhysing' },
    ],
  },
  { label: 'Verkefni', href: '#verkefni' },
  { label: 'Fréttir', href: '#frettir' },
  { label: 'Hafa samband', href: '#hafa-samband' },
];

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { label: 'Hraun', href: '#' },
    navLabel: 'Aðalvalmynd',
    linkComponent: StayLink,
    items,
    menuLabels: { open: 'Opna valmynd', close: 'Loka valmynd' },
    extras: (
      <Button asChild size="sm">
        <a href="#fa-tilbod">Fá tilboð</a>
      </Button>
    ),
  },
  argTypes: {
    brand: { control: 'object', table: { type: { summary: '{ label: string; href: string; logo?: ReactNode; showLabel?: boolean | \'wide\' }' } } },
    breakpoint: { control: 'inline-radio', options: ['desktop', 'wide'], table: { type: { summary: "'wide' | 'desktop'" }, defaultValue: { summary: "'desktop'" } } },
    menuId: { control: 'text' },
    items: {
      control: false,
      table: { type: { summary: 'HeaderItem[]', detail: '({ id?, label, href, current? } | { id?, label, items: NavMenuItem[], active? })[]' } },
    },
    extras: { control: false, table: { type: { summary: 'ReactNode' } } },
    action: { control: false, table: { type: { summary: 'ReactNode' } } },
    menuLabels: { control: 'object', table: { type: { summary: '{ open: string; close: string }' } } },
    solidAfter: { control: 'number', table: { defaultValue: { summary: '20' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    defaultMenuOpen: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    className: { control: false },
  },
  decorators: [
    // Room to scroll in the story's own frame; not on a docs page, where the stories stack (it made the page 15,000 px
    // tall). There, room under the bar for an open dropdown: the story's block clips what is drawn past it.
    (Story, { viewMode }) => (
      <div style={{ minHeight: viewMode === 'docs' ? '22rem' : '200vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;

/**
 * The mobile menu's panel, found through its button's `aria-controls`: the id comes from useId (several headers on
 * one docs page each have their own), so the stories pass no fixed `menuId`.
 */
function menuPanel(canvasElement: HTMLElement) {
  const toggle = canvasElement.querySelector<HTMLElement>('button[aria-controls][aria-label]')!;
  return canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
}
type Story = StoryObj<typeof meta>;

/** The bar on a wide screen: links and dropdowns; ArrowDown opens a dropdown, Escape closes it. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Þjónusta' });
    await expect(trigger).toHaveAttribute('data-active', 'true');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    // Re-queried: once the menu's code is in, its trigger replaces the plain button (focus included).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Þjónusta' })).toHaveFocus());
  },
};

/** A logo of the app's own (any element) in the brand link, which the label still names for assistive technology. */
const logo = (
  <svg viewBox="0 0 32 32" width="32" height="32">
    <circle cx="16" cy="16" r="14" fill="currentColor" />
    <path d="M10 17l4 4 8-9" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * A logo and a short navigation shown from the `wide` breakpoint (48rem), on a tablet. The dropdowns line up with
 * their buttons' end (`align: 'end'`), and keep their margin from the window's edge.
 */
export const LogoOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  // On a docs page: a tablet-wide frame in a drawn tablet, tall enough for an open dropdown.
  parameters: { docsFrame: { height: 360 } },
  args: {
    brand: { label: 'Hraun', href: '#', logo, showLabel: true },
    breakpoint: 'wide',
    // Both line up with their button's end: the short navigation sits at the bar's end, and a panel starting at its
    // button would run past the bar (on a docs page it was cut off by the story's block).
    items: [{ ...(items[0] as HeaderGroup), align: 'end' }, { ...(items[1] as HeaderGroup), align: 'end' }],
    extras: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('link', { name: 'Hraun' })).toBeVisible();
    // The bar holds the navigation at 820 px; the menu button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Opna valmynd' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'Lausnir' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await waitFor(() => {
      const box = menu.getBoundingClientRect();
      const width = canvasElement.ownerDocument.documentElement.clientWidth;
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(width - 16);
    });
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The call to action as `action`: below the breakpoint the links fold into the menu, and the button stays in the bar
 * beside the menu button (a tablet, 820 px).
 */
export const ActionOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  // On a docs page: a tablet-wide frame in a drawn tablet (inline, the header read the 1440 px page and showed the
  // desktop navigation), tall enough for the menu opened from the bar.
  parameters: { docsFrame: { height: 480 } },
  args: {
    extras: undefined,
    action: (
      <Button asChild size="sm">
        <a href="#fa-tilbod">Fá tilboð</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Opna valmynd' });
    await expect(toggle).toBeVisible();
    const quote = canvas.getByRole('link', { name: 'Fá tilboð' });
    await expect(quote).toBeVisible();
    // One line: the button sits level with the menu button, before it.
    const [quoteBox, toggleBox] = [quote.getBoundingClientRect(), toggle.getBoundingClientRect()];
    await expect(Math.abs(quoteBox.top + quoteBox.height / 2 - (toggleBox.top + toggleBox.height / 2))).toBeLessThanOrEqual(1);
    await expect(quoteBox.right).toBeLessThanOrEqual(toggleBox.left);
  },
};

/** `action` on a phone: the brand, the call to action and the menu button on one line. */
export const ActionOnPhone: Story = {
  ...ActionOnTablet,
  globals: { viewport: { value: 'mobile390' } },
  parameters: { docsFrame: { height: 240 } },
  play: async (context) => {
    await ActionOnTablet.play!(context);
    assertNoSidewaysScroll(context.canvasElement);
  },
};

/** Scrolling past `solidAfter` px gives the bar its solid background. */
export const SolidAfterScroll: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 0);
    fireEvent.scroll(view);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    view.scrollTo(0, 20);
    fireEvent.scroll(view);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    view.scrollTo(0, 21);
    fireEvent.scroll(view);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    view.scrollTo(0, 0);
    fireEvent.scroll(view);
  },
};

/** The bar on a phone: brand and menu button. */
export const Phone: Story = { globals: { viewport: { value: 'mobile390' } }, parameters: { docsFrame: { height: 240 } } };

/** The mobile menu open at rest, as after a tap on the menu button. */
export const PhoneMenuOpen: Story = {
  name: 'Phone, menu open',
  // On a docs page: a phone-wide frame tall enough for the open menu (the story's 200vh would grow a frame without end).
  parameters: { docsFrame: { height: 720 } },
  globals: { viewport: { value: 'mobile390' } },
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Loka valmynd' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menuPanel(canvasElement)).toBeVisible();
  },
};

/** Long Icelandic labels in the open mobile menu break inside it, without sideways scroll. */
export const PhoneLongText: Story = {
  name: 'Phone, long text',
  // On a docs page: a phone-wide frame tall enough for the open menu (the story's 200vh would grow a frame without end).
  parameters: { docsFrame: { height: 720 } },
  tags: ['long-text'],
  decorators: [inIcelandic],
  globals: { viewport: { value: 'mobile390' } },
  args: {
    defaultMenuOpen: true,
    items: [
      { label: 'Vefverslunarlausnirnar', href: '#vefverslun', current: true },
      { label: 'Þjónustuborðsbeiðnakerfið og vefumsjónarkerfisuppfærslurnar', href: '#thjonustubord' },
      ...items,
    ],
  },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
};

/** The menu button opens the menu; a group opens and closes; a link closes the menu. */
export const PhoneMenu: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Opna valmynd' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Loka valmynd');
    const panel = menuPanel(canvasElement);
    const services = within(panel).getByRole('button', { name: 'Þjónusta' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await userEvent.click(within(panel).getByRole('link', { name: 'Vefhönnun' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
  },
};

export const PhoneEscape: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Opna valmynd' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** Tabbing past the menu's last link closes it, so the link focused next is not hidden under the open menu. */
export const PhoneTabOut: Story = {
  tags: ['!dev', '!autodocs', 'test-only', 'focus'],
  globals: { viewport: { value: 'mobile390' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main>
          <a href="#efni">Efni síðunnar</a>
        </main>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Opna valmynd' });
    await userEvent.click(toggle);
    const panel = menuPanel(canvasElement);
    const last = within(panel).getByRole('link', { name: 'Fá tilboð' });
    last.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Efni síðunnar' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
  },
};

/** The bar in the alternative theme. */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' }, globals: { viewport: { value: 'desktop' } } };

/** Usage examples for the docs page only (SiteHeader.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoOneCallToAction: Story = {
  name: 'Do: a few top-level items and one call to action',
  tags: usage,
  globals: { viewport: { value: 'desktop' } },
  // On the docs page, a desktop window scaled to its half of the pair: in the half column itself the bar wraps.
  parameters: { docsFrame: { width: 1440 } },
};

export const DontCrowdedBar: Story = {
  name: "Don't: every page in the bar",
  tags: usage,
  globals: { viewport: { value: 'desktop' } },
  // On the docs page, a desktop window scaled to its half of the pair: in the half column itself the bar wraps.
  parameters: { docsFrame: { width: 1440 } },
  args: {
    items: [
      ...items,
      { label: 'Um okkur', href: '#um-okkur' },
      { label: 'Starfsfólk', href: '#starfsfolk' },
      { label: 'Verðskrá', href: '#verdskra' },
      { label: 'Algengar spurningar', href: '#spurningar' },
    ],
    extras: (
      <>
        <Button asChild size="sm">
          <a href="#fa-tilbod">Fá tilboð</a>
        </Button>
        <Button asChild size="sm">
          <a href="#hringja">Hringdu í okkur</a>
        </Button>
      </>
    ),
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}
