import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, Checkbox, Container, Form, FormGrid, ProcessSteps, RadioCards, SelectField, Stack, SubmitButton, TextArea, TextField } from '../../packages/ui/src';
import { phone } from '../../packages/ui/src/storyKit';

/**
 * A contact flow built from the kit alone: the enquiry (`Form` holding a `FormGrid` of `TextField`s, a
 * `SelectField`, `RadioCards` for when to start, a `TextArea`, a `Checkbox` for consent and a `SubmitButton`), the
 * `ErrorSummary` the form draws when a send fails its checks, and what the visitor sees once it is sent: a success
 * `Alert` that says what happens next, and the next steps as `ProcessSteps`.
 *
 * Choices made here, as the component pages advise: only the fields the reply needs, each label a noun and each
 * hint a sentence; required fields marked once in the grid's note; errors that say how to fix the field; the
 * confirmation in the page, where the visitor already looks, not in a dialog.
 */
const meta = {
  title: 'Patterns/Contact flow',
  tags: ['beta'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function EnquiryForm({ onSent }: { onSent?: () => void }) {
  const [values, setValues] = useState({ name: '', email: '', topic: '', start: '', message: '' });
  const [consent, setConsent] = useState(false);
  // Ids of the story's own: a docs page shows the flow more than once, and each error link must reach its own field.
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idOf = (field: string) => `contact-${field}-${own}`;
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <Form
      aria-label="Fyrirspurn"
      errorTitle="Athugaðu þessa reiti"
      onSubmit={() => {
        const found = [];
        if (!values.name.trim()) found.push({ id: idOf('name'), message: 'Skrifaðu nafnið þitt.' });
        if (!/^\S+@\S+\.\S+$/.test(values.email)) found.push({ id: idOf('email'), message: 'Skrifaðu netfang eins og nafn@fyrirtaeki.is.' });
        if (!values.message.trim()) found.push({ id: idOf('message'), message: 'Segðu okkur í stuttu máli frá verkefninu.' });
        if (!consent) found.push({ id: idOf('consent'), message: 'Samþykktu að við geymum svörin til að svara þér.' });
        if (found.length === 0) onSent?.();
        return found;
      }}
    >
      {({ errorOf }) => (
        <>
          <FormGrid requiredNote="Reitir merktir * eru nauðsynlegir.">
            <TextField id={idOf('name')} name="name" label="Nafn" autoComplete="name" required value={values.name} onChange={set('name')} error={errorOf(idOf('name'))} />
            <TextField id={idOf('email')} name="email" type="email" label="Netfang" autoComplete="email" required value={values.email} onChange={set('email')} error={errorOf(idOf('email'))} />
            <SelectField
              id={idOf('topic')}
              name="topic"
              label="Efni"
              placeholder="Veldu"
              options={[
                { value: 'website', label: 'Nýr vefur' },
                { value: 'shop', label: 'Netverslun' },
                { value: 'other', label: 'Annað' },
              ]}
              value={values.topic}
              onChange={set('topic')}
            />
          </FormGrid>
          <RadioCards
            id={idOf('start')}
            legend="Hvenær viltu byrja?"
            name={`start-${own}`}
            options={[
              { value: 'now', label: 'Strax', description: 'Innan tveggja vikna.' },
              { value: 'later', label: 'Síðar', description: 'Við erum að skoða möguleikana.' },
            ]}
            value={values.start}
            onChange={set('start')}
          />
          <TextArea id={idOf('message')} name="message" label="Verkefnið" hint="Hvað á vefurinn að gera, og fyrir hvern?" required rows={4} value={values.message} onChange={set('message')} error={errorOf(idOf('message'))} />
          <Checkbox id={idOf('consent')} name="consent" label="Ég samþykki að svörin séu geymd til að svara mér" required checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf(idOf('consent'))} />
          <SubmitButton pending={false} pendingLabel="Sendi">
            Senda fyrirspurn
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

function Confirmation() {
  return (
    <Stack gap="xl">
      <Alert tone="success" title="Takk fyrir!">
        Fyrirspurnin er komin til okkar. Við svörum innan tveggja virkra daga.
      </Alert>
      <ProcessSteps
        title="Hvað gerist næst"
        steps={[
          { title: 'Við lesum', text: 'Ráðgjafi les fyrirspurnina og skoðar vefinn þinn.' },
          { title: 'Við hringjum', text: 'Stutt samtal um markmið, tíma og fjárhagsramma.' },
          { title: 'Tilboð', text: 'Þú færð skriflegt tilboð á föstu verði.' },
        ]}
      />
    </Stack>
  );
}

/** The enquiry as the visitor first sees it. */
export const Enquiry: Story = {
  render: () => (
    <Container width="prose" padding="xxs">
      <EnquiryForm />
    </Container>
  ),
};

/** A send with nothing filled in: the summary of errors above the form, each error linked to its field. */
export const WithErrors: Story = {
  name: 'With errors',
  render: () => (
    <Container width="prose" padding="xxs">
      <EnquiryForm />
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Senda fyrirspurn' }));
    await expect(await canvas.findByRole('link', { name: 'Skrifaðu nafnið þitt.' })).toBeVisible();
  },
};

/** Sent: the confirmation in the page, and what happens next. */
export const Sent: Story = {
  render: () => (
    <Container width="prose" padding="xxs">
      <Confirmation />
    </Container>
  ),
};

export const Phone: Story = {
  ...phone,
  render: () => <EnquiryForm />,
};
