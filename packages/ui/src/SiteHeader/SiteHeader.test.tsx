import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';

const props = {
  brand: { label: 'Hraun', href: '/' },
  navLabel: 'Aðalvalmynd',
  menuLabels: { open: 'Opna valmynd', close: 'Loka valmynd' },
  items: [
    { label: 'Þjónusta', items: [{ label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' }] },
    { label: 'Verkefni', href: '/verkefni', current: true },
  ],
};

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('SiteHeader', () => {
  it('turns solid only after more than 20 px of scroll', () => {
    render(<SiteHeader {...props} />);
    const header = screen.getByRole('banner');
    scrollTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('marks the current page', () => {
    render(<SiteHeader {...props} />);
    const current = screen.getAllByRole('link', { name: 'Verkefni' });
    for (const link of current) expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('opens the mobile menu, toggles a submenu and closes on a link click', async () => {
    render(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: 'Opna valmynd' });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel).not.toHaveAttribute('hidden');
    const group = panel.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(panel.querySelector<HTMLAnchorElement>('a[href="/thjonusta/vefsidugerd"]')!);
    expect(panel).toHaveAttribute('hidden');
    expect(screen.getByRole('button', { name: 'Opna valmynd' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when focus or a tap goes to the page outside it', async () => {
    render(
      <>
        <SiteHeader {...props} />
        <main>
          <a href="/verdskra">Verðskrá</a>
        </main>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Opna valmynd' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Verðskrá' }).focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    // Focus moving within the header keeps it open.
    act(() => screen.getAllByRole('link', { name: 'Hraun' })[0]!.focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
  it('while the menu is open, marks the root element (scroll lock, floating controls aside) and dims the page; a tap on it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<SiteHeader {...props} />);
    const root = document.documentElement;
    expect(root).not.toHaveAttribute('data-hraun-menu-open');
    await user.click(screen.getByRole('button', { name: 'Opna valmynd' }));
    expect(root).toHaveAttribute('data-hraun-menu-open');
    const backdrop = container.querySelector('[aria-hidden="true"]:not(svg)');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop!);
    expect(screen.getByRole('button', { name: 'Opna valmynd' })).toHaveAttribute('aria-expanded', 'false');
    expect(root).not.toHaveAttribute('data-hraun-menu-open');
    expect(container.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
  });

  it('sets sub-items apart from their parent in the mobile menu', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...props} />);
    await user.click(screen.getByRole('button', { name: 'Opna valmynd' }));
    await user.click(screen.getAllByRole('button', { name: 'Þjónusta' }).at(-1)!);
    const sub = screen.getAllByRole('link', { name: 'Vefsíðugerð' }).at(-1)!;
    const parent = screen.getAllByRole('link', { name: 'Verkefni' }).at(-1)!;
    expect(sub.className).not.toBe(parent.className);
  });

  it('draws a logo in the brand link, named by the label (visible only with showLabel)', () => {
    const { unmount } = render(<SiteHeader {...props} brand={{ label: 'Smile Dental', href: '/', logo: <svg data-testid="logo" /> }} />);
    const brand = screen.getByRole('link', { name: 'Smile Dental' });
    expect(brand).toContainElement(screen.getByTestId('logo'));
    const hiddenClass = screen.getByText('Smile Dental').className;
    expect(hiddenClass).not.toBe('');
    unmount();
    const { unmount: unmountShown } = render(<SiteHeader {...props} brand={{ label: 'Smile Dental', href: '/', logo: <svg />, showLabel: true }} />);
    expect(screen.getByText('Smile Dental').className).toBe('');
    unmountShown();
    // 'wide': hidden below the header's breakpoint (a rule of its own, not the always-hidden one), still the name.
    render(<SiteHeader {...props} brand={{ label: 'Smile Dental', href: '/', logo: <svg />, showLabel: 'wide' }} />);
    const wideClass = screen.getByText('Smile Dental').className;
    expect(wideClass).not.toBe('');
    expect(wideClass).not.toBe(hiddenClass);
    expect(screen.getByRole('link', { name: 'Smile Dental' })).toBeInTheDocument();
  });

  it('gives each header its own mobile menu id, or the one it is given', () => {
    render(
      <>
        <SiteHeader {...props} />
        <SiteHeader {...props} menuId="main-menu" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Opna valmynd' });
    const firstId = first?.getAttribute('aria-controls');
    expect(firstId).toBeTruthy();
    expect(document.getElementById(firstId ?? '')).not.toBeNull();
    expect(second).toHaveAttribute('aria-controls', 'main-menu');
    expect(firstId).not.toBe('main-menu');
  });

  it('renders every link by cloning a link element, the form a server component passes', () => {
    render(<SiteHeader {...props} linkComponent={<a href="" data-template="yes" />} />);
    const links = screen.getAllByRole('link', { name: 'Verkefni' });
    for (const link of links) {
      expect(link).toHaveAttribute('data-template', 'yes');
      expect(link).toHaveAttribute('href', '/verkefni');
    }
    expect(screen.getByRole('link', { name: 'Hraun' })).toHaveAttribute('data-template', 'yes');
  });

  it('says which breakpoint it switches at', () => {
    render(<SiteHeader {...props} breakpoint="wide" />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-breakpoint', 'wide');
  });

  it('keeps the action in the bar, once, outside the menu panel and after the extras', async () => {
    render(<SiteHeader {...props} extras={<a href="/is">IS</a>} action={<a href="/fa-tilbod">Fá tilboð</a>} />);
    const quote = screen.getAllByRole('link', { name: 'Fá tilboð', hidden: true });
    expect(quote).toHaveLength(1);
    const panel = document.getElementById(screen.getByRole('button', { name: 'Opna valmynd' }).getAttribute('aria-controls')!)!;
    expect(panel.contains(quote[0]!)).toBe(false);
    const language = screen.getAllByRole('link', { name: 'IS', hidden: true })[0]!;
    expect(language.compareDocumentPosition(quote[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
