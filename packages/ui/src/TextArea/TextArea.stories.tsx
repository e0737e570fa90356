import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone, useArgState } from '../storyKit';
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
  tags: ['autodocs'],
  args: { label: 'Skilaboð', name: 'message', value: '', onChange: fn() },
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

/** A long Icelandic label and text wrap. */
export const LongText: Story = {
  args: { label: longIcelandic, value: `${longIcelandic}. ${longIcelandic}. ${longIcelandic}.`, error: `${longIcelandic}.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { label: longIcelandic, required: true } };
