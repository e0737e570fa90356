import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StayLink } from '../storyKit';
import { SiteHeader } from './SiteHeader';

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
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
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
  decorators: [
    (Story) => (
      <div style={{ minHeight: '200vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const SolidAfterScroll: Story = {
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

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Opna valmynd' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Loka valmynd');
    const panel = canvasElement.querySelector<HTMLElement>('#mobile-menu')!;
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

export const MobileEscape: Story = {
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
export const MobileTabOut: Story = {
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
    const panel = canvasElement.querySelector<HTMLElement>('#mobile-menu')!;
    const last = within(panel).getByRole('link', { name: 'Fá tilboð' });
    last.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Efni síðunnar' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
  },
};

export const AlternativeTheme: Story = { globals: { theme: 'alt', viewport: { value: 'desktop' } } };
