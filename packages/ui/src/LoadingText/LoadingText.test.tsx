import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingText } from './LoadingText';

describe('LoadingText', () => {
  it('says its text in a status region', () => {
    render(<LoadingText>Hleður...</LoadingText>);
    expect(screen.getByRole('status')).toHaveTextContent(/^Hleður\.\.\.$/);
  });

  it('is polite: a status, never an alert or an assertive region', () => {
    render(<LoadingText>Hleður...</LoadingText>);
    const status = screen.getByRole('status');
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows whatever text it is given and nothing else', () => {
    const { container } = render(<LoadingText>Loading...</LoadingText>);
    expect(container.textContent).toBe('Loading...');
    expect(screen.queryByText('Hleður...')).toBeNull();
  });
});
