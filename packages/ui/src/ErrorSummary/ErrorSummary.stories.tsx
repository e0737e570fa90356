import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phone } from '../storyKit';
import { TextField } from '../TextField';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';

const errors = [
  { id: 'story-name', message: 'Sláðu inn nafnið þitt.' },
  { id: 'story-email', message: 'Sláðu inn netfang á forminu nafn@fyrirtaeki.is.' },
];

/**
 * The summary above its form's fields. The field ids get a prefix of their own per story: a docs page draws several
 * stories, and with shared ids every summary's links led to the first story's fields.
 */
function WithFields(args: ErrorSummaryProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const own = (id: string) => `${prefix}-${id}`;
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
      <ErrorSummary {...args} errors={args.errors.map((error) => ({ ...error, id: own(error.id) }))} />
      <TextField id={own('story-name')} label="Nafn" name="name" required value="" onChange={() => undefined} error={errors[0]!.message} />
      <TextField id={own('story-email')} label="Netfang" name="email" type="email" required value="jon@" onChange={() => undefined} error={errors[1]!.message} />
    </div>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs', 'beta'],
  args: { title: 'Eitthvað þarf að laga', errors },
  argTypes: {
    // Named for the props table (react-docgen reads a readonly array as "unknown").
    errors: { control: 'object', table: { type: { summary: 'readonly ErrorSummaryItem[]', detail: '{ id: string; message: string }[]' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { type: { summary: '2 | 3' }, defaultValue: { summary: '2' } } },
    className: { control: false },
  },
  render: (args) => <WithFields {...args} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed send: the summary has focus, and each link takes the visitor into its field. */
export const AfterFailedSend: Story = {
  // About focus: the summary takes it after a failed send (kept at rest, storyKit's 'focus').
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The summary takes focus in an effect, which may run after the play starts (outside a test runner's act()).
    await waitFor(() => expect(canvas.getByRole('alert', { name: 'Eitthvað þarf að laga' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: errors[1]!.message }));
    await expect(canvas.getByRole('textbox', { name: 'Netfang' })).toHaveFocus();
  },
};

/** One field to correct. */
export const OneError: Story = { args: { errors: [errors[0]!] } };

/** A long Icelandic message wraps inside the box on a phone. */
export const Phone: Story = {
  ...phone,
  args: { errors: [{ id: 'story-name', message: 'Segðu okkur í nokkrum orðum frá verkefninu svo við getum gert þér tilboð í vefverslunarlausnina.' }, errors[1]!] },
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: each item says what to do in the field's own words, the same message as under the field. */
export const DoSayWhatToDo: Story = {
  name: 'Do: say what to do, in the words shown at the field',
  tags: usage,
};

/** Don't: a generic message repeated for every field tells the visitor nothing they can act on. */
export const DontRepeatGeneric: Story = {
  name: "Don't: one generic message for every field",
  tags: usage,
  args: { errors: [{ id: 'story-name', message: 'Fylltu út þennan reit.' }, { id: 'story-email', message: 'Fylltu út þennan reit.' }] },
};
