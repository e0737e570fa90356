import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceChips } from '../ChoiceChips';
import { PackagePicker } from '../PackagePicker';
import { RadioCards } from '../RadioCards';
import { SelectField } from '../SelectField';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

const noop = () => undefined;
const options = [
  { value: 'vefur', label: 'Vefur' },
  { value: 'app', label: 'App' },
];

/** The three single controls, each through the one field wrapper. */
const controls = {
  TextField: (props: { error?: string; hint?: string; required?: boolean; 'aria-describedby'?: string }) => (
    <TextField label="Netfang" name="email" value="" onChange={noop} {...props} />
  ),
  TextArea: (props: { error?: string; hint?: string; required?: boolean; 'aria-describedby'?: string }) => (
    <TextArea label="Netfang" name="email" value="" onChange={noop} {...props} />
  ),
  SelectField: (props: { error?: string; hint?: string; required?: boolean; 'aria-describedby'?: string }) => (
    <SelectField label="Netfang" name="email" value="" onChange={noop} options={options} {...props} />
  ),
};

describe('the field wrapper of the single controls', () => {
  it.each(Object.entries(controls))('%s: named by its label, described by its own note, hint and error in that order, invalid with an error', (_name, Control) => {
    render(
      <>
        <p id="own">Eigin lýsing</p>
        <Control hint="Við svörum innan dags" error="Sláðu inn netfang" required aria-describedby="own" />
      </>,
    );
    const control = screen.getByRole(_name === 'SelectField' ? 'combobox' : 'textbox', { name: 'Netfang' });
    expect(control).toHaveAccessibleDescription('Eigin lýsing Við svörum innan dags Sláðu inn netfang');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toBeRequired();
    // The asterisk is decoration: the name stays the label's words.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(Object.entries(controls))('%s: no description and not invalid without hint or error', (_name, Control) => {
    const { container } = render(<Control />);
    const control = container.querySelector('input, textarea, select');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('*')).toBeNull();
  });
});

describe('the field wrapper of the groups', () => {
  it('names each group by its legend, describes it by hint and error and marks its inputs invalid', () => {
    render(
      <>
        <ChoiceChips legend="Verkefni" name="kinds" options={options} value={[]} onChange={noop} hint="Veldu eitt eða fleiri" error="Veldu verkefni" />
        <RadioCards legend="Fjárhagsrammi" name="budget" options={options} value="" onChange={noop} hint="Áætlun" error="Veldu ramma" />
        <PackagePicker
          legend="Pakki"
          name="package"
          packages={[{ id: 'grunnur', name: 'Grunnur', price: '49.900 kr.', description: 'Lítill vefur.', features: [] }]}
          value=""
          onChange={noop}
          panelTitle="Valinn pakki"
          popularLabel="Vinsælast"
          hint="Má breyta síðar"
          error="Veldu pakka"
        />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Verkefni' })).toHaveAccessibleDescription('Veldu eitt eða fleiri Veldu verkefni');
    expect(screen.getByRole('group', { name: 'Fjárhagsrammi' })).toHaveAccessibleDescription('Áætlun Veldu ramma');
    expect(screen.getByRole('group', { name: 'Pakki' })).toHaveAccessibleDescription('Má breyta síðar Veldu pakka');
    for (const input of [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('radio')]) expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a group undescribed and its inputs unmarked without hint or error', () => {
    render(<RadioCards legend="Fjárhagsrammi" name="budget" options={options} value="" onChange={noop} />);
    expect(screen.getByRole('group', { name: 'Fjárhagsrammi' })).not.toHaveAttribute('aria-describedby');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('aria-invalid');
  });
});
