import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './ChoiceChips';

const options = [
  { value: 'web', label: 'Vefsíðugerð' },
  { value: 'shop', label: 'Vefverslun' },
  { value: 'seo', label: 'Leitarvélabestun' },
];

function Controlled({ onChange, initial = [] }: { onChange: (next: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceChips
      legend="Þjónusta"
      name="services"
      options={options}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('ChoiceChips', () => {
  it('is a fieldset named by its legend with one native checkbox per option under the same name', () => {
    render(<ChoiceChips legend="Þjónusta" name="services" options={options} value={['shop']} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Þjónusta' });
    expect(group.tagName).toBe('FIELDSET');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.value, box.checked])).toEqual([
      ['services', 'web', false],
      ['services', 'shop', true],
      ['services', 'seo', false],
    ]);
  });

  it('adds and removes values, keeping the options order', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leitarvélabestun' }));
    await userEvent.click(screen.getByText('Vefsíðugerð'));
    expect(onChange).toHaveBeenLastCalledWith(['web', 'seo']);
    await userEvent.click(screen.getByText('Leitarvélabestun'));
    expect(onChange).toHaveBeenLastCalledWith(['web']);
  });

  it('toggles with Space from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={['shop']} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Vefsíðugerð' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['web', 'shop']);
  });

  it('posts every chosen value under the one name', () => {
    const { container } = render(
      <form>
        <ChoiceChips legend="Þjónusta" name="services" options={options} value={['web', 'seo']} onChange={() => {}} />
      </form>,
    );
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect(data.getAll('services')).toEqual(['web', 'seo']);
  });

  it('marks a required group: the asterisk, aria-required on every box, native required only while none is on', () => {
    const { rerender } = render(<ChoiceChips legend="Þjónusta" name="services" options={options} value={[]} onChange={() => {}} required />);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-required', 'true');
      expect(box).toBeRequired();
    }
    rerender(<ChoiceChips legend="Þjónusta" name="services" options={options} value={['seo']} onChange={() => {}} required />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toHaveAttribute('required');
  });

  it('is not required by default', () => {
    render(<ChoiceChips legend="Þjónusta" name="services" options={options} value={[]} onChange={() => {}} />);
    expect(screen.queryByText('*')).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toHaveAttribute('aria-required');
  });

  it('disables every chip', async () => {
    const onChange = vi.fn();
    render(<ChoiceChips legend="Þjónusta" name="services" options={options} value={[]} onChange={onChange} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    await userEvent.click(screen.getByText('Vefverslun'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows sub-groups under their headings, keeps the options\' order in what it reports, and gives the first chip shown the id', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceChips
        id="topics"
        legend="Þjónusta"
        name="services"
        options={options}
        groups={[
          { label: 'Sýnileiki', values: ['seo'] },
          { label: 'Smíði', values: ['web', 'shop'] },
        ]}
        value={['shop']}
        onChange={onChange}
      />,
    );
    const outer = screen.getByRole('group', { name: 'Þjónusta' });
    const visibility = screen.getByRole('group', { name: 'Sýnileiki' });
    expect(outer).toContainElement(visibility);
    expect(visibility).toContainElement(screen.getByRole('checkbox', { name: 'Leitarvélabestun' }));
    expect(screen.getByRole('group', { name: 'Smíði' })).toContainElement(screen.getByRole('checkbox', { name: 'Vefverslun' }));
    // The first chip on screen is the one an error summary's link (#topics) focuses.
    expect(screen.getAllByRole('checkbox')[0]).toHaveAttribute('id', 'topics');
    expect(screen.getByRole('checkbox', { name: 'Leitarvélabestun' })).toHaveAttribute('id', 'topics');
    await userEvent.click(screen.getByText('Leitarvélabestun'));
    expect(onChange).toHaveBeenLastCalledWith(['shop', 'seo']);
  });

  it('puts a chip that no sub-group names after the sub-groups, under no heading', () => {
    render(<ChoiceChips legend="Þjónusta" name="services" options={options} groups={[{ label: 'Smíði', values: ['shop'] }]} value={[]} onChange={() => {}} />);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['shop', 'web', 'seo']);
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });
});
