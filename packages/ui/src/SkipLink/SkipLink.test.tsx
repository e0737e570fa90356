import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('links to the main content by default', () => {
    render(<SkipLink>Fara beint í efni</SkipLink>);
    expect(screen.getByRole('link', { name: 'Fara beint í efni' })).toHaveAttribute('href', '#main');
  });

  it('moves focus to its target when followed, making a plain main focusable without a Tab stop', async () => {
    render(
      <>
        <SkipLink href="#content">Skip to content</SkipLink>
        <main id="content">
          <h1>Home</h1>
        </main>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('stays a plain link when its target is not on the page', async () => {
    render(<SkipLink href="#nowhere">Skip</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip' });
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => (prevented = event.defaultPrevented), { once: true });
    await userEvent.click(link);
    // The browser's own navigation goes ahead.
    expect(prevented).toBe(false);
  });
});
