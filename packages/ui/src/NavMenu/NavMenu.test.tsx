import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeNavMenu } from '../../test/suites/navMenu';
import { NavMenu } from './NavMenu';
import * as stories from './NavMenu.stories';

// The shared suite is the whole of NavMenu's behaviour; @hraun/ui/lazy's NavMenu runs the same one.
describeNavMenu('NavMenu', NavMenu);

/*
 * The stories are the spec designers read: a trigger drawn highlighted (`active`) must hold the page shown (an item
 * with aria-current), and a plain one must not ("Inactive" once listed the current page). Every menu of every story,
 * opened as a visitor would.
 */
describe('NavMenu stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`${name}: a highlighted trigger holds the current page, a plain one does not`, async () => {
      const { container, unmount } = render(<Story />);
      const triggers = [...container.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="menu"]')];
      expect(triggers.length).toBeGreaterThan(0);
      for (const trigger of triggers) {
        if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
        const menu = await screen.findByRole('menu');
        const current = within(menu).getAllByRole('menuitem').filter((item) => item.getAttribute('aria-current') === 'page');
        expect(trigger.dataset.active === 'true', `"${trigger.textContent}" highlighted: it holds the current page`).toBe(current.length > 0);
        await userEvent.keyboard('{Escape}');
        expect(screen.queryByRole('menu')).toBeNull();
      }
      unmount();
    });
  }
});
