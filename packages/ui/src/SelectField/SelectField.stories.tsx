import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone, useArgState } from '../storyKit';
import { SelectField, type SelectFieldProps } from './SelectField';

/** Holds the value so choosing in a story changes the field, and reports every change to the actions panel. */
function Controlled(args: SelectFieldProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <SelectField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Fjárhagsáætlun',
    name: 'budget',
    placeholder: 'Veldu bil',
    options: [
      { value: 'small', label: 'Undir 500.000 kr.' },
      { value: 'medium', label: '500.000–1.500.000 kr.' },
      { value: 'large', label: 'Yfir 1.500.000 kr.' },
    ],
    value: '',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty option first; choosing another reports its value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Fjárhagsáætlun' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Veldu bil' })).toHaveAttribute('value', '');
    await userEvent.selectOptions(select, 'medium');
    await expect(select).toHaveValue('medium');
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
  },
};

/** Required: the empty option counts as no choice. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Fjárhagsáætlun' });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
  },
};

/** Without an empty option the first option is chosen by the browser. */
export const NoPlaceholder: Story = {
  args: { placeholder: undefined, value: 'large' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(within(select).getAllByRole('option')).toHaveLength(3);
    await expect(select).toHaveValue('large');
  },
};

/** An error marks the select invalid and describes it. */
export const WithError: Story = {
  args: { required: true, error: 'Veldu fjárhagsáætlun.', hint: 'Gróft mat dugar.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Fjárhagsáætlun' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Gróft mat dugar. Veldu fjárhagsáætlun.');
  },
};

/** A long Icelandic label and option are cut short with an ellipsis inside the box, never past it. */
export const LongText: Story = {
  args: { label: longIcelandic, placeholder: longIcelandic, error: `${longIcelandic}.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { label: longIcelandic, placeholder: longIcelandic } };
