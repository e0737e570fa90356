import { Icon } from '../Icon';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from '../links';
import { LinkCard } from './LinkCard';

const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      data-router="yes"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
});

const base = { title: 'Vefþróun', text: 'Sérsmíðaðar lausnir.', href: '/thjonusta/vefthroun' };

describe('LinkCard', () => {
  it('holds one link, named by its title alone, inside the heading', () => {
    render(<LinkCard {...base} icon={<Icon name="code" />} badge="Nýtt" meta="Frá 4.990 kr." linkLabel="Lesa meira" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Vefþróun');
    expect(links[0]).toHaveAttribute('href', '/thjonusta/vefthroun');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(links[0] ?? null);
    // The tag and the price are read with the card but are not part of the link's name.
    expect(screen.getByText('Nýtt')).toBeVisible();
    expect(screen.getByText('Frá 4.990 kr.')).toBeVisible();
  });

  it.each([2, 3, 4] as const)('puts its title in a heading of level %i', (level) => {
    render(<LinkCard {...base} headingLevel={level} />);
    expect(screen.getByRole('heading', { level, name: 'Vefþróun' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('hides the read-on line from assistive technology, so the card is announced once', () => {
    render(<LinkCard {...base} linkLabel="Lesa meira" />);
    expect(screen.getByText('Lesa meira').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Lesa meira/ })).toBeNull();
  });

  it('renders its link through the link component, which receives the click', () => {
    const onNavigate = vi.fn();
    render(
      <div onClick={onNavigate}>
        <LinkCard {...base} linkComponent={RouterLink} variant="accent" />
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Vefþróun' });
    expect(link).toHaveAttribute('data-router', 'yes');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('is one stop for the keyboard: Tab focuses the link, and the next Tab leaves the card', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LinkCard {...base} icon={<Icon name="code" />} badge="Nýtt" meta="Frá 4.990 kr." linkLabel="Lesa meira" />
        <button type="button">Næst</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vefþróun' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Næst' })).toHaveFocus();
  });

  it('adds the consumer’s class beside its own', () => {
    const { container } = render(<LinkCard {...base} className="placed" />);
    const outer = container.firstElementChild;
    expect(outer?.tagName).toBe('ARTICLE');
    expect(outer?.classList.contains('placed')).toBe(true);
    expect(outer?.classList.length).toBeGreaterThan(1);
  });
});
