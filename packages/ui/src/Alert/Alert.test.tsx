import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is an alert for errors', () => {
    render(<Alert tone="error">Ekki tókst að senda.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Ekki tókst að senda.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is a status for success and info, with an optional title', () => {
    const { rerender } = render(
      <Alert tone="success" title="Takk!">
        Sent.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Takk!Sent.');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Alert tone="info">Athugið.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Athugið.');
  });

  it('gives each tone its own look', () => {
    render(
      <>
        <Alert tone="error">A</Alert>
        <Alert tone="success">B</Alert>
      </>,
    );
    expect(screen.getByRole('alert').className).not.toBe(screen.getByRole('status').className);
  });
});
