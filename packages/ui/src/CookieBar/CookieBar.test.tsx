import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('with a reject label, offers reject before accept with the same look and size; each calls its own handler', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<CookieBar {...props} rejectLabel="Hafna" onAccept={onAccept} onReject={onReject} onClose={() => {}} />);
    const reject = screen.getByRole('button', { name: 'Hafna' });
    const accept = screen.getByRole('button', { name: 'Samþykkja' });
    expect(reject.className).toBe(accept.className);
    expect(reject.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(reject);
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('without onReject, shows no reject button even with a label', () => {
    render(<CookieBar {...props} rejectLabel="Hafna" onAccept={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Hafna' })).toBeNull();
  });

  it('publishes its height on the root element while it shows, for fixed controls to stay clear of it', () => {
    const root = document.documentElement;
    const view = render(<CookieBar {...props} onAccept={() => {}} onClose={() => {}} />);
    expect(root.style.getPropertyValue('--hraun-bottom-bar-height')).toMatch(/^\d+px$/);
    view.unmount();
    expect(root.style.getPropertyValue('--hraun-bottom-bar-height')).toBe('');
  });

  it('dismissed from the keyboard, gives focus back to where it came from, not to the start of the document', async () => {
    const user = userEvent.setup();
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <main>
            <a href="#last">Last link of the page</a>
          </main>
          {shown && <CookieBar {...props} onAccept={() => setShown(false)} onClose={() => setShown(false)} />}
        </>
      );
    }
    render(<Page />);
    screen.getByRole('link', { name: 'Last link of the page' }).focus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Samþykkja' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Vafrakökur' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last link of the page' })).toHaveFocus();
  });

  it('with nowhere to go back to, focus goes to the main content', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <main>Content</main>
        <CookieBar {...props} onAccept={() => {}} onClose={onClose} />
      </>,
    );
    screen.getByRole('button', { name: 'Loka' }).focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('a click with focus elsewhere leaves focus alone', async () => {
    const onAccept = vi.fn();
    render(
      <>
        <input aria-label="Search" />
        <CookieBar {...props} onAccept={onAccept} onClose={() => {}} />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Samþykkja' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(search).toHaveFocus();
  });
});
