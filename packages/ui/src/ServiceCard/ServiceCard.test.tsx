import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import type { LinkProps } from '../links';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './ServiceCard';

const FakeLink = forwardRef<HTMLAnchorElement, LinkProps>(function FakeLink(props, ref) {
  return <a ref={ref} data-router="yes" {...props} />;
});

describe('ServiceCard', () => {
  it('is one link named by its title under a heading', () => {
    render(<ServiceCard icon="code" title="Vefþróun" text="Sérsmíðaðar lausnir." href="/thjonusta/vefthroun" linkLabel="Lesa meira" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/thjonusta/vefthroun');
    expect(screen.getByRole('heading', { level: 3, name: 'Vefþróun' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vefþróun' })).toBeTruthy();
  });

  it('renders its link through the link component', () => {
    render(<ServiceCard title="Vefþróun" text="Texti" href="/thjonusta/vefthroun" linkLabel="Lesa meira" linkComponent={FakeLink} headingLevel={2} />);
    expect(screen.getByRole('link', { name: 'Vefþróun' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
