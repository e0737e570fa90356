import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Loka</Button>);
    expect(screen.getByRole('button', { name: 'Loka' })).toHaveAttribute('type', 'button');
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Senda</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('calls onClick, and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Senda</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Senda
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders its child with the button classes through asChild', () => {
    render(
      <Button asChild variant="secondary" className="extra">
        <a href="/fa-tilbod">Fá tilboð</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Fá tilboð' });
    expect(link).toHaveAttribute('href', '/fa-tilbod');
    expect(link.className).toContain('extra');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives each variant its own class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
      </>,
    );
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className);
  });
});
