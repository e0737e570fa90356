import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingText } from './LoadingText';

describe('LoadingText', () => {
  it('says its text in a status region', () => {
    render(<LoadingText>Hleður...</LoadingText>);
    expect(screen.getByRole('status').textContent).toBe('Hleður...');
  });
});
