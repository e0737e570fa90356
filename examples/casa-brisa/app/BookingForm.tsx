'use client';

import { useState } from 'react';
import { Alert, Checkbox, ChoiceChips, Form, FormGrid, RadioCards, SelectField, SubmitButton, TextArea, TextField, type ErrorSummaryItem } from '@hraun/ui';
import { booking as form } from './content';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Today in the visitor's own time zone, as a date field's value (`YYYY-MM-DD`) compares. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function BookingForm() {
  const [values, setValues] = useState({ name: '', email: '', arrival: '', guests: '2', nights: '', room: '', message: '' });
  const [extras, setExtras] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  function check() {
    const found: ErrorSummaryItem[] = [];
    if (!values.name.trim()) found.push({ id: 'cb-name', message: form.name.error });
    if (!emailPattern.test(values.email.trim())) found.push({ id: 'cb-email', message: form.email.error });
    // A date field's value is empty or a valid YYYY-MM-DD, so the text compares as the date does.
    if (!values.arrival || values.arrival < today()) found.push({ id: 'cb-arrival', message: form.arrival.error });
    const guests = Number(values.guests);
    if (!Number.isInteger(guests) || guests < 1 || guests > 4) found.push({ id: 'cb-guests', message: form.guests.error });
    if (!values.nights) found.push({ id: 'cb-nights', message: form.nights.error });
    if (!values.room) found.push({ id: 'cb-room', message: form.room.error });
    if (!consent) found.push({ id: 'cb-consent', message: form.consent.error });
    setSent(found.length === 0);
    return found;
  }

  return (
    <Form className="cb-form" aria-labelledby="reservas-title" errorTitle={form.summaryTitle} onSubmit={check}>
      {({ errorOf }) => (
        <>
          {sent ? <Alert tone="success">{form.success}</Alert> : null}
          <FormGrid>
            <TextField id="cb-name" name="name" label={form.name.label} autoComplete="name" required value={values.name} onChange={set('name')} error={errorOf('cb-name')} />
            <TextField id="cb-email" name="email" type="email" label={form.email.label} autoComplete="email" required value={values.email} onChange={set('email')} error={errorOf('cb-email')} />
            <TextField id="cb-arrival" name="arrival" type="date" label={form.arrival.label} required value={values.arrival} onChange={set('arrival')} error={errorOf('cb-arrival')} />
            <TextField id="cb-guests" name="guests" type="number" min={1} max={4} step={1} inputMode="numeric" label={form.guests.label} hint={form.guests.hint} required value={values.guests} onChange={set('guests')} error={errorOf('cb-guests')} />
            <SelectField id="cb-nights" name="nights" label={form.nights.label} placeholder={form.nights.placeholder} options={form.nights.options} required value={values.nights} onChange={set('nights')} error={errorOf('cb-nights')} />
          </FormGrid>
          <RadioCards id="cb-room" name="room" legend={form.room.legend} options={form.room.options} required value={values.room} onChange={set('room')} error={errorOf('cb-room')} />
          <ChoiceChips id="cb-extras" name="extras" legend={form.extras.legend} hint={form.extras.hint} options={form.extras.options} value={extras} onChange={setExtras} />
          <TextArea id="cb-message" name="message" label={form.message.label} hint={form.message.hint} rows={4} value={values.message} onChange={set('message')} />
          <Checkbox id="cb-consent" name="consent" label={form.consent.label} required checked={consent} onChange={(event) => setConsent(event.target.checked)} error={errorOf('cb-consent')} />
          <SubmitButton pending={false} pendingLabel={form.pending}>
            {form.submit}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
