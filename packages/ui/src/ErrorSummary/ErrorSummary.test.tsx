import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChoiceChips } from '../ChoiceChips';
import { RadioCards } from '../RadioCards';
import { ErrorSummary } from './ErrorSummary';

const errors = [
  { id: 'quote-name', message: 'Sláðu inn nafnið þitt.' },
  { id: 'quote-email', message: 'Sláðu inn netfang á forminu nafn@fyrirtaeki.is.' },
];

function Form() {
  return (
    <>
      <ErrorSummary title="Eitthvað þarf að laga" errors={errors} />
      <label htmlFor="quote-name">Nafn</label>
      <input id="quote-name" />
      <label htmlFor="quote-email">Netfang</label>
      <input id="quote-email" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('is an alert named by its heading, and takes focus when it appears', () => {
    render(<Form />);
    const summary = screen.getByRole('alert', { name: 'Eitthvað þarf að laga' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Eitthvað þarf að laga' })).toBeInTheDocument();
  });

  it('links each message to its field, and a link moves focus into the field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sláðu inn nafnið þitt.', '#quote-name'],
      ['Sláðu inn netfang á forminu nafn@fyrirtaeki.is.', '#quote-email'],
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText('Netfang')).toHaveFocus();
  });

  it('is reached and followed from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sláðu inn nafnið þitt.' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Nafn')).toHaveFocus();
  });

  it('renders nothing and takes no focus without errors, and takes focus once errors come', () => {
    const { container, rerender } = render(<ErrorSummary title="Villa" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <>
        <ErrorSummary title="Villa" errors={errors} headingLevel={3} />
        <input id="quote-name" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Villa');
  });

  it('moves focus into a group of radio cards or chips by the id the group was given', async () => {
    const user = userEvent.setup();
    const options = [{ value: 'a', label: 'Morning' }, { value: 'b', label: 'Afternoon' }];
    render(
      <>
        <ErrorSummary title="Something needs fixing" errors={[{ id: 'when', message: 'Choose a time.' }, { id: 'topics', message: 'Choose a topic.' }]} />
        <RadioCards id="when" legend="When?" name="when" options={options} value="" onChange={() => {}} error="Choose a time." />
        <ChoiceChips id="topics" legend="Topics" name="topics" options={options} value={[]} onChange={() => {}} error="Choose a topic." />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Choose a time.' }));
    expect(within(screen.getByRole('group', { name: 'When?' })).getByRole('radio', { name: 'Morning' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Choose a topic.' }));
    expect(within(screen.getByRole('group', { name: 'Topics' })).getByRole('checkbox', { name: 'Morning' })).toHaveFocus();
  });

});
