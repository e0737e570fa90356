import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './Slot';

/** A router link stand-in that forwards its ref, as the site's RouterLink does. */
const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function AppLink(props, ref) {
  return <a ref={ref} {...props} />;
});

describe('Slot', () => {
  it('renders the child element with the slot classes before its own and the styles of both', () => {
    render(
      <Slot className="button" style={{ color: 'red', margin: 0 }}>
        <a href="/fa-tilbod" className="own" style={{ color: 'blue' }}>
          Fá tilboð
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Fá tilboð' });
    expect(link.className).toBe('button own');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('0px');
    expect(link.getAttribute('href')).toBe('/fa-tilbod');
  });

  it('runs the child handler first, then the slot handler', () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Senda
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Senda' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it('gives the element to the ref of the slot and to the ref of the child', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <AppLink ref={childRef} href="/hafa-samband">
          Hafa samband
        </AppLink>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Hafa samband' });
    expect(slotRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });

  it('keeps the child props the slot does not set', () => {
    render(
      <Slot aria-label="Til baka">
        <a href="/" data-kind="home" />
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Til baka' });
    expect(link.dataset.kind).toBe('home');
  });
});
