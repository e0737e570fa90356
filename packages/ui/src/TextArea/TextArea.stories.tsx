import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertDisabledStandsApart, longIcelandic, phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { TextArea, type TextAreaProps } from './TextArea';

/** Holds the value so typing in a story changes the field, and reports every change to the actions panel. */
function Controlled(args: TextAreaProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <TextArea
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
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs', 'stable'],
  args: { label: 'Skilaboð', name: 'message', value: '', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    name: { control: 'text' },
    value: { control: 'text' },
    onChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    rows: { control: 'number', table: { defaultValue: { summary: '5' } } },
    maxLength: { control: 'number' },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, including line breaks, reports the whole text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Skilaboð' });
    await userEvent.type(textarea, 'Halló{Enter}Takk');
    await expect(textarea).toHaveValue('Halló\nTakk');
    await expect(args.onChange).toHaveBeenLastCalledWith('Halló\nTakk');
  },
};

/** Required, with a length limit and more rows. */
export const RequiredWithLimit: Story = {
  args: { label: 'Lýsing á verkefninu', name: 'description', required: true, maxLength: 10, rows: 8 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Lýsing á verkefninu' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('rows', '8');
    await userEvent.type(textarea, 'Vefverslun með bókanir');
    await expect(textarea).toHaveValue('Vefverslun');
  },
};

/** With help text under the label. */
export const WithHint: Story = {
  args: { hint: 'Segðu okkur stuttlega frá verkefninu.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('Segðu okkur stuttlega frá verkefninu.');
  },
};

/** An error marks the text area invalid and describes it. */
export const WithError: Story = {
  args: { required: true, error: 'Skrifaðu skilaboð.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Skilaboð' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Skrifaðu skilaboð.');
  },
};

/** The message cannot be changed or focused (the form is being sent); it is greyed. */
export const Disabled: Story = {
  args: { value: 'Við viljum nýjan vef fyrir haustið.', disabled: true },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Skilaboð' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long Icelandic label and text wrap inside the field. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [
    (Story) => (
      <div lang="is">
        <Story />
      </div>
    ),
  ],
  args: { label: longIcelandic, value: `${longIcelandic}. ${longIcelandic}. ${longIcelandic}.`, error: `${longIcelandic}.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { label: longIcelandic, required: true } };

/** Usage examples for the docs page only (TextArea.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoGuidingHint: Story = {
  name: 'Do: a hint that says what to write',
  tags: usage,
  args: { label: 'Lýsing á verkefninu', hint: 'Hvað á vefurinn að gera, fyrir hverja og hvenær?', rows: 6 },
};

export const DontTinyBox: Story = {
  name: "Don't: one row for a long answer",
  tags: usage,
  args: { label: 'Lýsing á verkefninu', rows: 1 },
};

/** Every state of the area at once, the pointer and keyboard states forced; each its own name. */
export const States: Story = {
  render: ({ name, ...args }) => (
    <StatesMatrix
      states={[
        { label: 'Empty', children: <TextArea {...args} name={`${name}-empty`} value="" /> },
        { label: 'Filled', children: <TextArea {...args} name={`${name}-filled`} value="Okkur vantar nýjan vef fyrir haustið." /> },
        { label: 'Hover', force: 'hover', children: <TextArea {...args} name={`${name}-hover`} value="" /> },
        { label: 'Focus visible', force: 'focus-visible', children: <TextArea {...args} name={`${name}-focus`} value="" /> },
        { label: 'Invalid', children: <TextArea {...args} name={`${name}-invalid`} value="" required error="Segðu okkur frá verkefninu." /> },
        { label: 'Disabled', children: <TextArea {...args} name={`${name}-disabled`} value="Okkur vantar nýjan vef." disabled /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  // Disabled never passes for filled, light or dark (the story tests run both): another edge, surface and cursor.
  play: async ({ canvasElement }) => {
    const control = (suffix: string) => canvasElement.querySelector<HTMLElement>(`textarea[name$="-${suffix}"]`)!;
    assertDisabledStandsApart(control('filled'), control('disabled'));
  },
};
