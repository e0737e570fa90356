import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieBar } from './CookieBar';

const props = {
  title: 'Vafrakökur',
  text: 'Við notum vafrakökur.',
  learnMore: { label: 'Nánar', href: '/vafrakokur' },
  acceptLabel: 'Samþykkja',
  closeLabel: 'Loka',
};

describe('CookieBar', () => {
  it('is a named region with the policy link, accept and close', async () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    render(<CookieBar {...props} onAccept={onAccept} onClose={onClose} />);
    expect(screen.getByRole('region', { name: 'Vafrakökur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nánar' })).toHaveAttribute('href', '/vafrakokur');
    await userEvent.click(screen.getByRole('button', { name: 'Loka' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Samþykkja' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('publishes its height on the root element while it shows, for fixed controls to stay clear of it', () => {
    const root = document.documentElement;
    const view = render(<CookieBar {...props} onAccept={() => {}} onClose={() => {}} />);
    expect(root.style.getPropertyValue('--hraun-bottom-bar-height')).toMatch(/^\d+px$/);
    view.unmount();
    expect(root.style.getPropertyValue('--hraun-bottom-bar-height')).toBe('');
  });
});
