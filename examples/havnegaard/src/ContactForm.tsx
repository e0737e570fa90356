import { useState } from 'react';
import { Alert, Checkbox, ChoiceChips, Form, FormGrid, RadioCards, SelectField, SubmitButton, TextArea, TextField, type ErrorSummaryItem } from '@hraun/ui';
import { form } from './content';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactForm() {
  const [values, setValues] = useState({ name: '', email: '', company: '', count: '', delivery: '', message: '' });
  const [contents, setContents] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  function check() {
    const found: ErrorSummaryItem[] = [];
    if (!values.name.trim()) found.push({ id: 'hg-name', message: form.name.error });
    if (!emailPattern.test(values.email.trim())) found.push({ id: 'hg-email', message: form.email.error });
    if (!values.company.trim()) found.push({ id: 'hg-company', message: form.company.error });
    if (!values.count) found.push({ id: 'hg-count', message: form.count.error });
    if (!values.delivery) found.push({ id: 'hg-delivery', message: form.delivery.error });
    if (contents.length === 0) found.push({ id: 'hg-contents', message: form.contents.error });
    if (!consent) found.push({ id: 'hg-consent', message: form.consent.error });
    setSent(found.length === 0);
    return found;
  }

  return (
    <Form aria-labelledby="firmagaver-title" errorTitle={form.summaryTitle} onSubmit={check}>
      {({ errorOf }) => (
        <>
          {sent ? <Alert tone="success">{form.success}</Alert> : null}
          <FormGrid>
            <TextField id="hg-name" name="name" label={form.name.label} autoComplete="name" required value={values.name} onChange={set('name')} error={errorOf('hg-name')} />
            <TextField id="hg-email" name="email" type="email" label={form.email.label} autoComplete="email" required value={values.email} onChange={set('email')} error={errorOf('hg-email')} />
            <TextField id="hg-company" name="company" label={form.company.label} autoComplete="organization" required value={values.company} onChange={set('company')} error={errorOf('hg-company')} />
            <SelectField id="hg-count" name="count" label={form.count.label} placeholder={form.count.placeholder} options={form.count.options} required value={values.count} onChange={set('count')} error={errorOf('hg-count')} />
          </FormGrid>
          <RadioCards id="hg-delivery" name="delivery" legend={form.delivery.legend} options={form.delivery.options} required value={values.delivery} onChange={set('delivery')} error={errorOf('hg-delivery')} />
          <ChoiceChips id="hg-contents" name="contents" legend={form.contents.legend} hint={form.contents.hint} options={form.contents.options} required value={contents} onChange={setContents} error={errorOf('hg-contents')} />
          <TextArea id="hg-message" name="message" label={form.message.label} hint={form.message.hint} rows={4} value={values.message} onChange={set('message')} />
          <Checkbox id="hg-consent" name="consent" label={form.consent.label} required checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf('hg-consent')} />
          <SubmitButton pending={false} pendingLabel={form.pending}>
            {form.submit}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
