import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkCardGrid } from './LinkCardGrid';

const items = [
  { icon: 'code' as const, title: 'Vefþróun', text: 'Sérsmíði.', href: '/thjonusta/vefthroun' },
  { icon: 'search' as const, title: 'Leitarvélabestun', text: 'Sjást á Google.', href: '/thjonusta/leitarvelabestun' },
];

describe('LinkCardGrid', () => {
  it('lists one linked card per item under the section heading', () => {
    render(<LinkCardGrid title="Þjónusta" items={items} linkLabel="Lesa meira" footer={<a href="/thjonusta">Öll þjónusta</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Þjónusta' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Leitarvélabestun' }).getAttribute('href')).toBe('/thjonusta/leitarvelabestun');
    expect(screen.getByRole('link', { name: 'Öll þjónusta' })).toBeTruthy();
  });

  it('draws solution cards in the solution variant', () => {
    const { container } = render(<LinkCardGrid variant="solution" items={items} linkLabel="Lesa meira" />);
    expect(container.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
