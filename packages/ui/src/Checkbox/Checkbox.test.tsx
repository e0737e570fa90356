import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by Space', async () => {
    render(<Checkbox label="Send me the newsletter" name="newsletter" />);
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).not.toBeChecked();
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Send me the newsletter'));
    expect(box).not.toBeChecked();
  });

  it('is required and invalid with its error and hint in its description', () => {
    render(<Checkbox label="I accept the terms" name="terms" required hint="We keep it for a year." error="Accept the terms to send the form." id="terms" />);
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('id', 'terms');
    expect(box).toHaveAccessibleDescription('We keep it for a year. Accept the terms to send the form.');
  });

  // That clicking the link does not tick the box is the browser's rule for a label: the Consent story tests it.
  it('keeps a link in the label a link, and the label its name', () => {
    render(
      <Checkbox
        name="consent"
        label={
          <>
            I accept the <a href="#terms">terms</a>
          </>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '#terms');
  });

  it('passes native props and the ref on to the input', () => {
    let input: HTMLInputElement | null = null;
    render(<Checkbox label="Option" name="option" value="yes" defaultChecked ref={(node) => { input = node; }} />);
    expect(input).toBe(screen.getByRole('checkbox'));
    expect(input!).toBeChecked();
    expect(input!).toHaveAttribute('value', 'yes');
  });
});
