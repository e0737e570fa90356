import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertDisabledStandsApart, longIcelandic, phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { TextField, type TextFieldProps } from './TextField';

/** Holds the value so typing in a story changes the field, and reports every change to the actions panel. */
function Controlled(args: TextFieldProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <TextField
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
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs', 'stable'],
  args: { label: 'Nafn', name: 'name', value: '', onChange: fn(), autoComplete: 'name' },
  argTypes: {
    label: { control: 'text' },
    name: { control: 'text' },
    value: { control: 'text' },
    onChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    type: {
      control: 'select',
      options: ['text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week'],
      table: { type: { summary: 'TextFieldType' }, defaultValue: { summary: "'text'" } },
    },
    min: { control: 'text' },
    max: { control: 'text' },
    step: { control: 'text' },
    maxLength: { control: 'number' },
    autoComplete: { control: 'text' },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value; the label names the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nafn' });
    await userEvent.type(input, 'Jón');
    await expect(input).toHaveValue('Jón');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jón');
  },
};

/** A required e-mail field: the asterisk is decoration, the input itself is required. */
export const Required: Story = {
  args: { label: 'Netfang', name: 'email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Netfang' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
  },
};

/** Help text under the label describes the input. */
export const WithHint: Story = {
  args: { label: 'Sími', name: 'phone', type: 'tel', hint: 'Sjö stafa símanúmer, án landsnúmers.', autoComplete: 'tel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Sími' })).toHaveAccessibleDescription('Sjö stafa símanúmer, án landsnúmers.');
  },
};

/** An error marks the input invalid and describes it. */
export const WithError: Story = {
  args: { label: 'Netfang', name: 'email', type: 'email', required: true, value: 'jon@', error: 'Sláðu inn gilt netfang.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Netfang' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Sláðu inn gilt netfang.');
  },
};

/** A field that stops at its length limit, and says so in its hint: the limit is never a surprise. */
export const MaxLength: Story = {
  args: { label: 'Stutt heiti', name: 'shortName', maxLength: 12, autoComplete: 'off', hint: 'Allt að 12 stafir.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Stutt heiti' });
    await expect(input).toHaveAccessibleDescription('Allt að 12 stafir.');
    await userEvent.type(input, 'Kaffihúsið við höfnina');
    await expect(input).toHaveValue('Kaffihúsið v');
  },
};

/** A number bounded by min, max and step: a spin button, and the value reaches `onChange` as a string. */
export const NumberType: Story = {
  name: 'Number',
  args: { label: 'Gestir', name: 'guests', type: 'number', min: 1, max: 8, step: 1, inputMode: 'numeric', autoComplete: 'off', hint: 'Frá 1 til 8.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Gestir' });
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '8');
    await userEvent.type(input, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    // Above max the browser's own check says so, for the form to report.
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await expect((input as HTMLInputElement).validity.rangeOverflow).toBe(true);
  },
};

/** A date with the browser's own picker, bounded by min and max; the value is `YYYY-MM-DD` whatever the page's language. */
export const DateType: Story = {
  name: 'Date',
  args: { label: 'Komudagur', name: 'arrival', type: 'date', min: '2026-01-01', max: '2026-12-31', autoComplete: 'off', value: '2026-06-17', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Komudagur/);
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-06-17');
    await expect((input as HTMLInputElement).validity.valid).toBe(true);
  },
};

/** A date out of range with its error: wired to the input as for any other type. */
export const DateWithError: Story = {
  name: 'Date with an error',
  args: { label: 'Komudagur', name: 'arrival', type: 'date', min: '2026-01-01', value: '2025-12-24', error: 'Veldu dag frá 1. janúar 2026.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Komudagur') as HTMLInputElement;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Veldu dag frá 1. janúar 2026.');
    await expect(input.validity.rangeUnderflow).toBe(true);
  },
};

/** A time and a new password: the type and the autofill token reach the input. */
export const TimeAndPassword: Story = {
  name: 'Time and password',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Controlled {...args} label="Tími" name="time" type="time" min="09:00" max="17:00" step={900} autoComplete="off" />
      <Controlled {...args} label="Nýtt lykilorð" name="password" type="password" autoComplete="new-password" minLength={12} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Tími')).toHaveAttribute('type', 'time');
    await expect(canvas.getByLabelText('Tími')).toHaveAttribute('step', '900');
    await expect(canvas.getByLabelText('Nýtt lykilorð')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** The field cannot be changed or focused; it is greyed and keeps its value on show. */
export const Disabled: Story = {
  args: { label: 'Kennitala', name: 'ssn', value: '010203-3456', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kennitala' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long Icelandic label, hint and error wrap inside the field's column. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [
    (Story) => (
      <div lang="is">
        <Story />
      </div>
    ),
  ],
  args: { label: longIcelandic, hint: `${longIcelandic}.`, error: `${longIcelandic}.`, value: longIcelandic },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { label: longIcelandic, error: 'Þennan reit þarf að fylla út.' } };

/** Usage examples for the docs page only (TextField.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoHintForFormat: Story = {
  name: 'Do: a visible label, the format in the hint',
  tags: usage,
  args: { label: 'Sími', name: 'phone', type: 'tel', autoComplete: 'tel', hint: 'Sjö stafa símanúmer, án landsnúmers.' },
};

export const DontPlaceholderAsHelp: Story = {
  name: "Don't: the help in the placeholder",
  tags: usage,
  args: { label: 'Sími', name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: 'Sjö stafa símanúmer, án landsnúmers' },
};

/**
 * Every state of the field at once, the pointer and keyboard states forced: empty, filled, hover,
 * focus-visible, with a hint, invalid, disabled and long text. Each field has its own name (and its own id).
 */
export const States: Story = {
  render: ({ name, ...args }) => (
    <StatesMatrix
      states={[
        { label: 'Empty', children: <TextField {...args} name={`${name}-empty`} value="" /> },
        { label: 'Filled', children: <TextField {...args} name={`${name}-filled`} value="Guðrún Jónsdóttir" /> },
        { label: 'Hover', force: 'hover', children: <TextField {...args} name={`${name}-hover`} value="" /> },
        { label: 'Focus visible', force: 'focus-visible', children: <TextField {...args} name={`${name}-focus`} value="" /> },
        { label: 'With a hint', children: <TextField {...args} name={`${name}-hint`} value="" hint="Eins og það stendur í þjóðskrá." /> },
        { label: 'Invalid', children: <TextField {...args} name={`${name}-invalid`} value="" required error="Skrifaðu nafnið þitt." /> },
        { label: 'Disabled', children: <TextField {...args} name={`${name}-disabled`} value="Guðrún Jónsdóttir" disabled /> },
        { label: 'Long text', children: <TextField {...args} name={`${name}-long`} label="Nafn tengiliðar hjá fyrirtækinu eða stofnuninni" value="Aðalheiður Guðmundsdóttir Kristjánsdóttir" /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  // Disabled never passes for filled, light or dark (the story tests run both): another edge, surface and cursor.
  play: async ({ canvasElement }) => {
    const control = (suffix: string) => canvasElement.querySelector<HTMLElement>(`input[name$="-${suffix}"]`)!;
    assertDisabledStandsApart(control('filled'), control('disabled'));
  },
};
