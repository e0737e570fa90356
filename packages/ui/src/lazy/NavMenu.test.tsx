// The first fetch of the menu's code can take seconds on a busy machine: the finds wait up to 15 s.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeNavMenu, items } from '../../test/suites/navMenu';
import { NavMenu } from './NavMenu';

// Everything the main entry's NavMenu does, this one does too: the same suite, run against this export.
describeNavMenu('NavMenu of @hraun/ui/lazy', NavMenu);

/** A NavMenu module that has not fetched its menu code yet (the module-level cache is new). */
async function freshNavMenu() {
  vi.resetModules();
  return (await import('./NavMenu')).NavMenu;
}

// What only the lazy export has: the moment between the first key and the arrival of the menu's code.
describe('NavMenu of @hraun/ui/lazy, before its code arrives', () => {
  it('opens with focus on the first link when Enter comes before the menu code', async () => {
    const NavMenu = await freshNavMenu();
    render(<NavMenu label="Þjónusta" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Þjónusta' });
    // Both in one go: the key arrives while the code is still being fetched.
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const links = await screen.findAllByRole('menuitem', {}, { timeout: 15_000 });
    await waitFor(() => expect(links[0]).toHaveFocus());
  });

  it('keeps focus on the trigger when the menu code arrives after a Tab', async () => {
    const NavMenu = await freshNavMenu();
    render(<NavMenu label="Þjónusta" items={items} />);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Þjónusta' })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'Þjónusta' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
