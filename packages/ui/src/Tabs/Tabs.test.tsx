import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'week', label: 'Weekdays', content: <p>8:00 to 17:00</p> },
  { value: 'sat', label: 'Saturday', content: <p>By appointment</p> },
  { value: 'sun', label: 'Sunday', content: <p>Closed</p>, disabled: true },
];

describe('Tabs', () => {
  it('is a named tab list with the first tab selected and its panel shown', () => {
    render(<Tabs items={items} label="Opening hours" id="hours" />);
    expect(screen.getByRole('tablist', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Weekdays' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Weekdays' })).toHaveTextContent('8:00 to 17:00');
    expect(screen.queryByText('By appointment')).toBeNull();
  });

  it('moves with the arrow keys, skips a disabled tab, and Home/End go to the ends', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Opening hours" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Weekdays' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saturday' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('sat');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('By appointment');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weekdays' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Saturday' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled', () => {
    render(<Tabs items={items} label="Opening hours" value="sat" onValueChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Saturday' })).toHaveAttribute('aria-selected', 'true');
  });
});
