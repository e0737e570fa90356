import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs';
import { Footer } from '../Footer';
import { SiteHeader } from '../SiteHeader';
import { itemKey } from './itemKey';

const header = {
  brand: { label: 'Hraun', href: '/' },
  navLabel: 'Aðalvalmynd',
  menuLabels: { open: 'Opna valmynd', close: 'Loka valmynd' },
};

/** React reports a duplicate key with console.error; a list keyed by href or label would. */
function watchErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => vi.restoreAllMocks());

describe('itemKey', () => {
  it('keys by the id when there is one, else by the position, and never mixes the two', () => {
    expect(itemKey({ id: 'vefsidugerd' }, 0)).toBe('id:vefsidugerd');
    expect(itemKey({}, 3)).toBe('at:3');
    expect(itemKey({ id: '1' }, 0)).not.toBe(itemKey({}, 1));
  });
});

describe('lists keyed by id, not by href or label', () => {
  it('SiteHeader: the focused link keeps its element when the language changes every label and href', () => {
    const is = [
      { id: 'verkefni', label: 'Verkefni', href: '/verkefni' },
      { id: 'um-okkur', label: 'Um okkur', href: '/um-okkur' },
    ];
    const en = [
      { id: 'verkefni', label: 'Projects', href: '/en/projects' },
      { id: 'um-okkur', label: 'About us', href: '/en/about' },
    ];
    const { rerender } = render(<SiteHeader {...header} items={is} />);
    const nav = () => screen.getAllByRole('navigation', { name: 'Aðalvalmynd' })[0]!;
    const link = within(nav()).getByRole('link', { name: 'Um okkur' });
    link.focus();
    rerender(<SiteHeader {...header} items={en} />);
    expect(within(nav()).getByRole('link', { name: 'About us' })).toBe(link);
    expect(link).toHaveFocus();
  });

  it('SiteHeader: reordered items keep their elements', () => {
    const items = [
      { id: 'a', label: 'Verkefni', href: '/verkefni' },
      { id: 'b', label: 'Um okkur', href: '/um-okkur' },
    ];
    const { rerender } = render(<SiteHeader {...header} items={items} />);
    const nav = () => screen.getAllByRole('navigation', { name: 'Aðalvalmynd' })[0]!;
    const link = within(nav()).getByRole('link', { name: 'Verkefni' });
    rerender(<SiteHeader {...header} items={[...items].reverse()} />);
    expect(within(nav()).getByRole('link', { name: 'Verkefni' })).toBe(link);
  });

  it('Footer and Breadcrumbs take two links to the same page and two crumbs of one name', () => {
    const errors = watchErrors();
    render(
      <>
        <Footer
          brand={{ label: 'Hraun', href: '/', text: 'Vefstofa.' }}
          contact={{ title: 'Hafa samband', phone: '+354 555 1234', phoneLabel: 'Sími', email: 'hallo@hraun.is', emailLabel: 'Netfang', lines: ['Reykjavík', 'Reykjavík'] }}
          columns={[
            { title: 'Þjónusta', links: [{ label: 'Vefsíðugerð', href: '/thjonusta' }, { label: 'Öll þjónusta', href: '/thjonusta' }] },
            { title: 'Þjónusta', links: [] },
          ]}
          social={{ label: 'Samfélagsmiðlar', links: [] }}
          legalLine="© Hraun"
          legal={{ label: 'Lagalegt', links: [{ label: 'Skilmálar', href: '/skilmalar' }, { label: 'Skilmálar', href: '/skilmalar' }] }}
        />
        <Breadcrumbs label="Brauðmolar" items={[{ label: 'Heim', href: '/' }, { label: 'Heim', href: '/heim' }, { label: 'Síða' }]} />
      </>,
    );
    expect(screen.getAllByRole('link', { name: /Vefsíðugerð|Öll þjónusta/ })).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
