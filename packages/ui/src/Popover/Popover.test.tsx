import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Popover } from './Popover';

// Opening, Escape, the close button and focus are tested in Chromium by the stories (Popover.stories.tsx): the
// positioning needs a real layout engine (ResizeObserver), which jsdom does not have.
describe('Popover', () => {
  it('renders its own trigger, wired to a dialog, and no panel while closed', () => {
    render(
      <Popover trigger={<button type="button">What is a scale and polish?</button>} title="Scale and polish" closeLabel="Close">
        <p>Removing tartar and stains, then polishing.</p>
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'What is a scale and polish?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Removing tartar/)).toBeNull();
  });

  it('renders on the server without the panel', () => {
    const html = renderToString(
      <Popover trigger={<button type="button">Info</button>} label="About prices">
        <p>Prices include VAT.</p>
      </Popover>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Prices include VAT.');
  });
});
