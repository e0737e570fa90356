import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { FormGrid } from '../FormGrid';
import { SelectField } from '../SelectField';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { phone } from '../storyKit';
import { Form, type FormProps } from './Form';

/** A booking form with its own checks, in Icelandic, as a client site would write it. */
function Booking(args: Pick<FormProps, 'onSubmit'>) {
  const [values, setValues] = useState({ name: '', date: '', guests: '2', time: '' });
  const [consent, setConsent] = useState(false);
  // Ids unique per render: a docs page shows a story twice, and each error link must reach its own form's field.
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idOf = (field: string) => `bk-${field}-${own}`;
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <Form
      aria-label="Bókun"
      errorTitle="Athugaðu þessa reiti"
      onSubmit={(data, event) => {
        args.onSubmit(data, event);
        const found = [];
        if (!values.name.trim()) found.push({ id: idOf('name'), message: 'Skrifaðu nafnið þitt.' });
        if (!values.date) found.push({ id: idOf('date'), message: 'Veldu dag.' });
        if (!values.time) found.push({ id: idOf('time'), message: 'Veldu tíma.' });
        if (!consent) found.push({ id: idOf('consent'), message: 'Samþykktu skilmálana til að halda áfram.' });
        return found;
      }}
    >
      {({ errorOf }) => (
        <>
          <FormGrid>
            <TextField id={idOf('name')} name="name" label="Nafn" autoComplete="name" required value={values.name} onChange={set('name')} error={errorOf(idOf('name'))} />
            <TextField id={idOf('date')} name="date" type="date" label="Dagur" required value={values.date} onChange={set('date')} error={errorOf(idOf('date'))} />
            <TextField id={idOf('guests')} name="guests" type="number" min={1} max={8} inputMode="numeric" label="Gestir" value={values.guests} onChange={set('guests')} />
            <SelectField
              id={idOf('time')}
              name="time"
              label="Tími"
              placeholder="Veldu"
              options={[
                { value: '18:00', label: '18:00' },
                { value: '20:00', label: '20:00' },
              ]}
              required
              value={values.time}
              onChange={set('time')}
              error={errorOf(idOf('time'))}
            />
          </FormGrid>
          <Checkbox id={idOf('consent')} name="consent" label="Ég samþykki skilmálana" required checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf(idOf('consent'))} />
          <SubmitButton pending={false} pendingLabel="Sendi">
            Bóka
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  tags: ['autodocs', 'beta'],
  args: { onSubmit: fn(), errorTitle: 'Athugaðu þessa reiti', children: null },
  argTypes: {
    onSubmit: { control: false, table: { type: { summary: '(data: FormData, event) => ErrorSummaryItem[] | void | Promise<…>' } } },
    children: { control: false, table: { type: { summary: 'ReactNode | ((state: FormState) => ReactNode)' } } },
    nativeValidation: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    errorHeadingLevel: { control: 'inline-radio', options: [2, 3], table: { defaultValue: { summary: '2' } } },
  },
  render: (args) => <Booking onSubmit={args.onSubmit} />,
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: the summary takes focus, lists every field, and each link moves focus into its field. */
export const SentEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bóka' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    for (const [message, id] of [
      ['Veldu dag.', 'bk-date'],
      ['Veldu tíma.', 'bk-time'],
      ['Samþykktu skilmálana til að halda áfram.', 'bk-consent'],
    ] as const) {
      await userEvent.click(within(summary).getByRole('link', { name: message }));
      await expect(canvasElement.ownerDocument.activeElement?.id).toMatch(new RegExp(`^${id}-`));
    }
  },
};

/** The form as it first shows: no summary until a send fails. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByRole('form', { name: 'Bókun' })).toHaveAttribute('novalidate');
  },
};

/** On a phone, sent empty. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bóka' }));
    await within(canvasElement).findByRole('alert');
    await phone.play({ canvasElement });
  },
};
