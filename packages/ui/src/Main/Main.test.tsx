import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from '../SkipLink';
import { Main } from './Main';

describe('Main', () => {
  it('is the main landmark with the id SkipLink points to, focusable but not a Tab stop', () => {
    render(
      <>
        <SkipLink>Skip to content</SkipLink>
        <Main aria-label="Content" data-page="home">
          <h1>Home</h1>
        </Main>
      </>,
    );
    const main = screen.getByRole('main', { name: 'Content' });
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveAttribute('data-page', 'home');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
  });

  it('takes its own id, for a skip link that points elsewhere', async () => {
    render(
      <>
        <SkipLink href="#content">Skip</SkipLink>
        <Main id="content" className="page">
          <button type="button">First</button>
        </Main>
      </>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(main.className).toContain('page');
    // Not a Tab stop: the Tab after the skip link goes into the content.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });
});
