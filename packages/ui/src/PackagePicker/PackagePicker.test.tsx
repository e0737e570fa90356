import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PackagePicker, type PickerPackage } from './PackagePicker';

const packages: PickerPackage[] = [
  { id: 'basic', name: 'Grunnur', price: '149.900 kr.', description: 'Einföld síða.', features: ['5 síður', 'Snjalltækjavænt'] },
  { id: 'business', name: 'Fyrirtæki', price: '349.900 kr.', description: 'Fullbúinn vefur.', features: ['15 síður', 'Vefumsjón', 'Blogg'], popular: true },
];

function Controlled({ onChange, initial = '' }: { onChange: (id: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PackagePicker
      legend="Veldu pakka"
      name="package"
      packages={packages}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      panelTitle="Valinn pakki"
      popularLabel="Vinsælast"
    />
  );
}

describe('PackagePicker', () => {
  it('offers each package as a native radio named by the package, described by badge, price and text', () => {
    render(<Controlled onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Veldu pakka' }).tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value])).toEqual([
      ['package', 'basic'],
      ['package', 'business'],
    ]);
    expect(screen.getByRole('radio', { name: 'Grunnur' })).toHaveAccessibleDescription('149.900 kr. Einföld síða.');
    expect(screen.getByRole('radio', { name: 'Fyrirtæki' })).toHaveAccessibleDescription('Vinsælast 349.900 kr. Fullbúinn vefur.');
    expect(screen.getAllByText('Vinsælast')).toHaveLength(1);
  });

  it('shows no panel until a package is chosen, then its features and price', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.click(screen.getByText('Fullbúinn vefur.'));
    expect(onChange).toHaveBeenLastCalledWith('business');
    const panel = screen.getByRole('complementary', { name: 'Valinn pakki' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Valinn pakki' })).toBeTruthy();
    expect(within(panel).getByText('349.900 kr.')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['15 síður', 'Vefumsjón', 'Blogg']);
  });

  it('moves the choice with the arrow keys and the panel follows', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="business" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Fyrirtæki' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('basic');
    expect(within(screen.getByRole('complementary')).getByText('Grunnur')).toBeTruthy();
  });

  it('marks every radio required and shows the asterisk after the legend when required', () => {
    render(<PackagePicker legend="Veldu pakka" name="package" packages={packages} value="" onChange={() => {}} panelTitle="Valinn pakki" popularLabel="Vinsælast" required />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('group', { name: 'Veldu pakka' }).querySelector('legend')?.textContent).toBe('Veldu pakka*');
  });

  it('disables every radio and ignores clicks when disabled, still summing up the chosen package', async () => {
    const onChange = vi.fn();
    render(<PackagePicker legend="Veldu pakka" name="package" packages={packages} value="business" onChange={onChange} panelTitle="Valinn pakki" popularLabel="Vinsælast" disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('Grunnur'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(screen.getByRole('complementary', { name: 'Valinn pakki' })).getByText('Fyrirtæki')).toBeInTheDocument();
  });
});
