import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'hours', title: 'When are you open?', content: <p>Weekdays from nine to five.</p> },
  { id: 'parking', title: 'Is there parking?', content: <p>Yes, behind the building.</p>, defaultOpen: true },
];

describe('Accordion', () => {
  it('renders one details element per item, closed unless asked, with the item ids', () => {
    const { container } = render(<Accordion items={items} />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]).toHaveAttribute('id', 'hours');
    expect(details[0]).not.toHaveAttribute('open');
    expect(details[1]).toHaveAttribute('open');
  });

  // Opening with Enter and Space is the browser's: the stories test it in Chromium (jsdom does not toggle <details>).
  it('puts each title in the tab order, in a summary', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    expect(screen.getByText('When are you open?')).toHaveFocus();
    expect(screen.getByText('When are you open?').tagName).toBe('SUMMARY');
    await userEvent.tab();
    expect(screen.getByText('Is there parking?')).toHaveFocus();
  });

  it('gives every item the same name when exclusive, and none otherwise', () => {
    const { container, rerender } = render(<Accordion items={items} exclusive />);
    const names = [...container.querySelectorAll('details')].map((item) => item.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    rerender(<Accordion items={items} />);
    expect(container.querySelector('details[name]')).toBeNull();
  });

  it('passes id and attributes to the outer element', () => {
    const { container } = render(<Accordion items={items} id="faq" aria-label="Questions" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'faq');
  });
});
