import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import * as styles from './Badge.css';

describe('Badge', () => {
  it('renders its text in a span, accent by default', () => {
    render(<Badge>New</Badge>);
    const badge = screen.getByText('New');
    expect(badge.tagName).toBe('SPAN');
    expect(badge.classList).toContain(styles.tones.accent);
  });

  it('takes a tone and passes attributes on', () => {
    render(<Badge tone="danger" id="stock" title="No stock left">Sold out</Badge>);
    const badge = screen.getByText('Sold out');
    expect(badge.classList).toContain(styles.tones.danger);
    expect(badge).toHaveAttribute('id', 'stock');
  });
});
