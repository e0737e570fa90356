import { useState } from 'react';
import { Alert, Checkbox, ChoiceChips, Form, FormGrid, RadioCards, SelectField, SubmitButton, TextArea, TextField, type ErrorSummaryItem } from '@hraun/ui';
import { form } from './content';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactForm() {
  const [values, setValues] = useState({ name: '', email: '', country: '', skin: '', message: '' });
  const [concerns, setConcerns] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  function check() {
    const found: ErrorSummaryItem[] = [];
    if (!values.name.trim()) found.push({ id: 'fj-name', message: form.name.error });
    if (!emailPattern.test(values.email.trim())) found.push({ id: 'fj-email', message: form.email.error });
    if (!values.country) found.push({ id: 'fj-country', message: form.country.error });
    if (!values.skin) found.push({ id: 'fj-skin', message: form.skin.error });
    if (concerns.length === 0) found.push({ id: 'fj-concerns', message: form.concerns.error });
    if (!consent) found.push({ id: 'fj-consent', message: form.consent.error });
    setSent(found.length === 0);
    return found;
  }

  return (
    <Form className="fj-form" aria-labelledby="radgjof-title" errorTitle={form.summaryTitle} onSubmit={check}>
      {({ errorOf }) => (
        <>
          {sent ? <Alert tone="success">{form.success}</Alert> : null}
          <FormGrid>
            <TextField id="fj-name" name="name" label={form.name.label} autoComplete="name" required value={values.name} onChange={set('name')} error={errorOf('fj-name')} />
            <TextField id="fj-email" name="email" type="email" label={form.email.label} autoComplete="email" required value={values.email} onChange={set('email')} error={errorOf('fj-email')} />
          </FormGrid>
          <SelectField id="fj-country" name="country" label={form.country.label} placeholder={form.country.placeholder} options={form.country.options} required value={values.country} onChange={set('country')} error={errorOf('fj-country')} />
          <RadioCards id="fj-skin" name="skin" legend={form.skin.legend} options={form.skin.options} required value={values.skin} onChange={set('skin')} error={errorOf('fj-skin')} />
          <ChoiceChips id="fj-concerns" name="concerns" legend={form.concerns.legend} hint={form.concerns.hint} options={form.concerns.options} required value={concerns} onChange={setConcerns} error={errorOf('fj-concerns')} />
          <TextArea id="fj-message" name="message" label={form.message.label} hint={form.message.hint} rows={4} value={values.message} onChange={set('message')} />
          <Checkbox id="fj-consent" name="consent" label={form.consent.label} required checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf('fj-consent')} />
          <SubmitButton pending={false} pendingLabel={form.pending}>
            {form.submit}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
