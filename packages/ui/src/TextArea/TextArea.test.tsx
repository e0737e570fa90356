import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is named by its label and reports the whole text, line breaks included', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Skilaboð"
          name="message"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const textarea = screen.getByRole('textbox', { name: 'Skilaboð' });
    await userEvent.type(textarea, 'Halló{Enter}Takk');
    expect(onChange).toHaveBeenLastCalledWith('Halló\nTakk');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'message');
    expect(textarea).toHaveAttribute('rows', '5');
  });

  it('passes required, maxLength and rows on', () => {
    render(<TextArea label="Lýsing" name="description" required maxLength={2000} rows={8} value="" onChange={() => {}} />);
    const textarea = screen.getByRole('textbox', { name: 'Lýsing' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('maxLength', '2000');
    expect(textarea).toHaveAttribute('rows', '8');
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('ties the error to the text area and marks it invalid', () => {
    render(<TextArea label="Skilaboð" name="message" value="" onChange={() => {}} error="Skrifaðu skilaboð." />);
    const textarea = screen.getByRole('textbox', { name: 'Skilaboð' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Skrifaðu skilaboð.');
  });

  it('passes native attributes on to the text area and its ref reaches it', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Skilaboð" name="message" value="" onChange={() => {}} placeholder="Segðu okkur frá verkefninu" disabled id="message-field" />);
    const area = screen.getByRole('textbox', { name: 'Skilaboð' });
    expect(ref.current).toBe(area);
    expect(area).toHaveAttribute('placeholder', 'Segðu okkur frá verkefninu');
    expect(area).toBeDisabled();
    // An id of the consumer's own still ties the label to the field.
    expect(area).toHaveAttribute('id', 'message-field');
  });
});
