import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { Form } from './Form';

function Signup({ onValid }: { onValid: (data: FormData) => void }) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <Form
      aria-label="Sign up"
      errorTitle="Check these fields"
      onSubmit={(data) => {
        const found = [];
        if (!String(data.get('email')).includes('@')) found.push({ id: 'email', message: 'Enter an email address.' });
        if (!consent) found.push({ id: 'consent', message: 'Accept the terms to go on.' });
        if (found.length === 0) onValid(data);
        return found;
      }}
    >
      {({ errorOf }) => (
        <>
          <TextField id="email" name="email" type="email" label="Email" required value={email} onChange={setEmail} error={errorOf('email')} />
          <Checkbox id="consent" name="consent" label="I accept the terms" checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf('consent')} />
          <SubmitButton pending={false} pendingLabel="Sending">
            Send
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

describe('Form', () => {
  it('leaves validation to the page: noValidate, and the browser does not block the send', async () => {
    const onValid = vi.fn();
    render(<Signup onValid={onValid} />);
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The required, empty email did not stop the send: the page's own check ran and found it.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the fields to correct in a summary that takes focus, and gives each field its message', async () => {
    render(<Signup onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveAccessibleName('Check these fields');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter an email address.');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute('aria-invalid', 'true');
    // A summary link moves focus into its field.
    await userEvent.click(screen.getByRole('link', { name: 'Accept the terms to go on.' }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveFocus();
  });

  it('takes focus to the summary again on every failed send', async () => {
    render(<Signup onValid={() => {}} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'a@b.is');
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).not.toHaveTextContent('Enter an email address.');
  });

  it('sends the form data when all is well and clears the summary', async () => {
    const onValid = vi.fn();
    render(<Signup onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'a@b.is');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0].get('email')).toBe('a@b.is');
  });

  it('waits for an asynchronous check, and lets the browser validate when asked', async () => {
    render(
      <Form aria-label="Async" errorTitle="Fix" nativeValidation onSubmit={async () => [{ id: 'code', message: 'Unknown code.' }]}>
        <input id="code" name="code" aria-label="Code" />
        <button type="submit">Go</button>
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Async' })).not.toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('link', { name: 'Unknown code.' })).toHaveAttribute('href', '#code');
  });
});
