import { Icon } from '../Icon';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkCardGrid } from './LinkCardGrid';

const items = [
  { icon: <Icon name="code" />, title: 'Vefþróun', text: 'Sérsmíði.', href: '/thjonusta/vefthroun' },
  { icon: <Icon name="search" />, title: 'Leitarvélabestun', text: 'Sjást á Google.', href: '/thjonusta/leitarvelabestun' },
];

describe('LinkCardGrid', () => {
  it('lists one linked card per item under the section heading', () => {
    render(<LinkCardGrid title="Þjónusta" items={items} linkLabel="Lesa meira" footer={<a href="/thjonusta">Öll þjónusta</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Þjónusta' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Leitarvélabestun' }).getAttribute('href')).toBe('/thjonusta/leitarvelabestun');
    expect(screen.getByRole('link', { name: 'Öll þjónusta' })).toBeTruthy();
  });

  it('draws accent cards in the accent variant', () => {
    const { container } = render(<LinkCardGrid variant="accent" items={items} linkLabel="Lesa meira" />);
    expect(container.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('keys a card by its id: reordered, the focused card keeps its element and the focus', () => {
    const named = items.map((item) => ({ ...item, id: item.title }));
    const { rerender } = render(<LinkCardGrid items={named} linkLabel="Lesa meira" />);
    const link = screen.getByRole('link', { name: 'Leitarvélabestun' });
    link.focus();
    rerender(<LinkCardGrid items={[...named].reverse()} linkLabel="Lesa meira" />);
    expect(screen.getByRole('link', { name: 'Leitarvélabestun' })).toBe(link);
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleName('Leitarvélabestun');
  });

  it('takes two cards that lead to the same page (no key comes from the href)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twins = [items[0]!, { ...items[1]!, href: items[0]!.href }];
    render(<LinkCardGrid items={twins} linkLabel="Lesa meira" />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
