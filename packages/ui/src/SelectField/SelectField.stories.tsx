import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertDisabledStandsApart, longIcelandic, phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
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
  tags: ['autodocs', 'stable'],
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
  argTypes: {
    label: { control: 'text' },
    name: { control: 'text' },
    value: { control: 'text' },
    onChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    options: { control: false, table: { type: { summary: 'SelectOption[]', detail: '{ value: string; label: string }[]' } } },
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

/** The choice cannot be changed or focused; the select is greyed and shows its value. */
export const Disabled: Story = {
  args: { value: 'medium', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Fjárhagsáætlun' })).toBeDisabled();
  },
};

/** A long Icelandic label and option are cut short with an ellipsis inside the box, never past it. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [
    (Story) => (
      <div lang="is">
        <Story />
      </div>
    ),
  ],
  args: { label: longIcelandic, placeholder: longIcelandic, error: `${longIcelandic}.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { label: longIcelandic, placeholder: longIcelandic } };

/** Usage examples for the docs page only (SelectField.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortOptions: Story = {
  name: 'Do: short options the visitor can scan',
  tags: usage,
  args: { value: 'medium' },
};

export const DontTwoOptions: Story = {
  name: "Don't: a select for a yes-or-no question",
  tags: usage,
  args: {
    label: 'Ertu með vefsíðu í dag?',
    name: 'hasSite',
    placeholder: undefined,
    options: [
      { value: 'yes', label: 'Já' },
      { value: 'no', label: 'Nei' },
    ],
    value: 'yes',
  },
};

/** Every state of the select at once, the pointer and keyboard states forced; each its own name. */
export const States: Story = {
  render: ({ name, options, ...args }) => (
    <StatesMatrix
      states={[
        { label: 'Nothing chosen', children: <SelectField {...args} options={options} name={`${name}-empty`} value="" /> },
        { label: 'Chosen', children: <SelectField {...args} options={options} name={`${name}-chosen`} value={options[1]!.value} /> },
        { label: 'Hover', force: 'hover', children: <SelectField {...args} options={options} name={`${name}-hover`} value="" /> },
        { label: 'Focus visible', force: 'focus-visible', children: <SelectField {...args} options={options} name={`${name}-focus`} value="" /> },
        { label: 'Invalid', children: <SelectField {...args} options={options} name={`${name}-invalid`} value="" required error="Veldu bil." /> },
        { label: 'Disabled', children: <SelectField {...args} options={options} name={`${name}-disabled`} value={options[0]!.value} disabled /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  // Disabled never passes for filled, light or dark (the story tests run both): another edge, surface and cursor.
  play: async ({ canvasElement }) => {
    const control = (suffix: string) => canvasElement.querySelector<HTMLElement>(`select[name$="-${suffix}"]`)!;
    assertDisabledStandsApart(control('chosen'), control('disabled'));
  },
};
