import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, type FieldDefinition, type FormDefinition, type TextKey } from '@hraun/content';
import { checkEmail, fieldErrorKeys } from '@hraun/content/forms/validate';
import {
  Alert,
  ChoiceChips,
  FormGrid,
  Honeypot,
  PackagePicker,
  RadioCards,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from '@hraun/ui';
// The thank-you dialog's code is fetched when a visitor starts on the form, not in the page's first load.
import { preloadSuccessDialog, SuccessDialog } from '@hraun/ui/lazy';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import {
  encodeSubmission,
  initialValues,
  newSubmissionId,
  submitForm,
  valuesFromForm,
  withPackage,
  type FieldErrors,
  type FormValues,
} from './submit';
import * as styles from './FormView.css';

/** A package offered by a package field, already in the page's language. */
export interface PackageChoice {
  id: string;
  name: string;
  price: string;
  description: string;
  features: string[];
  popular?: boolean;
}

export interface FormViewProps {
  definition: FormDefinition;
  /** The packages a `package` field offers (the order pages). */
  packages?: PackageChoice[];
  /** A package to select instead of the default (the one named by the link to an order page); unknown ids are ignored. */
  selectedPackage?: string;
  /** The send button's label where a page words its action (the quote form's "Send request"); `forms:labels.submit` by default. */
  submitLabel?: string;
  /** One line beside the send button (on a phone, under it): what happens to the details sent. */
  sendNote?: ReactNode;
  /** Read last before sending, right above the send button (the quote form's steps while its side panel is under it). */
  beforeSend?: ReactNode;
}

type Status = 'editing' | 'sent' | 'failed';

/** Fetched when the visitor starts on the form (or on the first failed send): not in the page's first load. */
const loadErrorSummary = () => import('./errorSummary');
const ErrorSummary = lazy(loadErrorSummary);

/** Field types that show a message of their own (text, e-mail, phone, web address, text area, list). */
const SHOWS_ERRORS = new Set<FieldDefinition['type']>(['text', 'email', 'tel', 'url', 'textarea', 'select']);

/** The form's word for what the browser found wrong with a field (its constraint validation). */
function reasonOf(control: HTMLInputElement): FieldErrors[string] {
  if (control.validity.typeMismatch && control.type === 'email') {
    // The server's rule, so both word the refusal alike: `jón@…` is told to use a–z before the @.
    const checked = checkEmail(control.value);
    return 'error' in checked ? checked.error : 'email';
  }
  if (control.validity.typeMismatch) return 'url';
  if (control.validity.tooLong) return 'tooLong';
  return 'required';
}

/**
 * One form of the spec, drawn from its definition. Without JavaScript it is a plain POST to `/` that the
 * server answers with a page; with JavaScript it posts in the background, opens the thank-you dialog and
 * clears itself on success, and keeps every value and shows the alert on failure.
 */
export function FormView({ definition, packages = [], selectedPackage, submitLabel, sendNote, beforeSend }: FormViewProps) {
  const { t } = useSiteTranslation(['forms']);
  const [values, setValues] = useState<FormValues>(() => initialValues(definition));
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  // Fields to correct, with the reason: found by the browser's own checks (empty, malformed) or refused by the server
  // after the browser let them through (a website `ftp://…`, a name of spaces only).
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Failed sends with fields to correct: each one draws the error summary anew, which takes focus and is announced.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The browser reports each invalid field of one send in a burst of events: the burst counts as one refusal.
  const invalidBurst = useRef(false);
  // The id of this submission, made once the form is live (the prerendered page cannot hold one per visitor). Every
  // retry of the same values is sent under it, so a send whose answer was lost and is sent again is stored once; it is
  // renewed once the submission has gone through, or when the visitor changes it after a failed send. Made on mount
  // (with the values adopted below).
  const [submissionId, setSubmissionId] = useState('');
  const lastSend = useRef<{ id: string; content: string } | null>(null);

  // On a slow phone the visitor may type before the page's code has run. Hydration keeps that text on screen but not
  // in this state, so the next render would wipe it and a submission would leave it out: adopt it once, on mount.
  useEffect(() => {
    if (formRef.current) {
      setValues(valuesFromForm(definition, new FormData(formRef.current)));
      setSubmissionId(newSubmissionId());
    }
    // Only what was in the page when it came to life; after that the fields report their own changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The package the link named. The prerendered page holds the default (it cannot know the query), so it is selected
  // once the page is live, after the values above are adopted: a package the visitor picked before that is kept.
  // Later links to the same page (a new query, the same page) select theirs outright.
  const appliedPackage = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedPackage || appliedPackage.current === selectedPackage) return;
    const keepChoice = appliedPackage.current === null;
    appliedPackage.current = selectedPackage;
    setValues((current) => withPackage(definition, current, selectedPackage, { keepChoice }));
  }, [definition, selectedPackage]);

  // After a refusal (the browser's checks or the server's), the error summary at the top takes focus and links to each
  // field to change. After any other failure focus stays on the send button, and the alert that has just opened
  // above it must not push it off a phone's screen.
  useEffect(() => {
    if (status === 'failed' && formRef.current?.contains(document.activeElement)) {
      (document.activeElement as HTMLElement).scrollIntoView?.({ block: 'nearest' });
    }
  }, [status]);

  const setValue = (name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message goes once the visitor changes what it was about.
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _changed, ...rest } = current;
      return rest;
    });
  };
  const idOf = (name: string) => `${definition.name}-${name}`;
  /** The field's own message for its refusal where it has one ("Enter your email address."), else the general one. */
  const errorOf = (field: FieldDefinition) => {
    const error = fieldErrors[field.name];
    if (!error) return undefined;
    const [specific, general] = fieldErrorKeys(field, error) as [TextKey, TextKey];
    return t(specific, { defaultValue: t(general, { max: field.maxLength }), max: field.maxLength });
  };
  const summary = definition.fields
    .filter((field) => SHOWS_ERRORS.has(field.type) && fieldErrors[field.name])
    .map((field) => ({ id: idOf(field.name), message: errorOf(field)! }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The honeypot is left uncontrolled: only a bot fills it, and the server drops what it sends.
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const content = encodeSubmission(definition, values, typeof honeypot === 'string' ? honeypot : '');
    const changed = lastSend.current !== null && lastSend.current.id === submissionId && lastSend.current.content !== content;
    const id = changed || !submissionId ? newSubmissionId() : submissionId;
    lastSend.current = { id, content };
    if (id !== submissionId) setSubmissionId(id);
    setPending(true);
    setStatus('editing');
    const result = await submitForm(definition, encodeSubmission(definition, values, typeof honeypot === 'string' ? honeypot : '', id));
    setPending(false);
    if (result.ok) {
      lastSend.current = null;
      setSubmissionId(newSubmissionId());
      setValues(initialValues(definition));
      setFieldErrors({});
      setRefusals(0);
      setStatus('sent');
    } else if (definition.fields.some((candidate) => SHOWS_ERRORS.has(candidate.type) && result.fieldErrors[candidate.name])) {
      // The server refused fields the browser let through: the summary names them (not the general error).
      setFieldErrors(result.fieldErrors);
      setRefusals((count) => count + 1);
    } else {
      setFieldErrors(result.fieldErrors);
      setStatus('failed');
    }
  }

  const field = (fieldDefinition: FieldDefinition) => {
    const { name, type, required, maxLength, labelKey, placeholderKey, rows, options = [], groups } = fieldDefinition;
    const error = errorOf(fieldDefinition);
    const label = t(labelKey);
    const text = (values[name] as string | undefined) ?? '';
    const list = (values[name] as string[] | undefined) ?? [];
    const choices = options.map((option) => ({ value: option.value, label: t(option.labelKey) }));
    switch (type) {
      case 'text':
      case 'email':
      case 'tel':
      case 'url':
        return (
          <TextField
            key={name}
            label={label}
            name={name}
            type={type}
            required={required}
            maxLength={maxLength}
            autoComplete={autoCompleteOf(name)}
            value={text}
            onChange={(value) => setValue(name, value)}
            id={idOf(name)}
            error={error}
          />
        );
      case 'textarea':
        return (
          <TextArea
            key={name}
            label={label}
            name={name}
            required={required}
            maxLength={maxLength}
            rows={rows ?? 5}
            value={text}
            onChange={(value) => setValue(name, value)}
            id={idOf(name)}
            error={error}
          />
        );
      case 'select':
        return (
          <SelectField
            key={name}
            label={label}
            name={name}
            required={required}
            placeholder={placeholderKey ? t(placeholderKey) : undefined}
            options={choices}
            value={text}
            onChange={(value) => setValue(name, value)}
            id={idOf(name)}
            error={error}
          />
        );
      case 'multi':
        return (
          <ChoiceChips
            key={name}
            legend={label}
            name={name}
            options={choices}
            className={styles.chips}
            groups={groups?.map((group) => ({ label: t(group.labelKey), values: [...group.values] }))}
            value={list}
            onChange={(next) => setValue(name, next)}
          />
        );
      case 'radio':
        return <RadioCards key={name} legend={label} name={name} options={choices} value={text} onChange={(next) => setValue(name, next)} />;
      case 'package':
        return (
          <PackagePicker
            key={name}
            legend={label}
            name={name}
            packages={packages}
            value={text}
            onChange={(next) => setValue(name, next)}
            panelTitle={t('forms:packagePanelTitle')}
            popularLabel={t('common:labels.popular')}
            headingLevel={2}
          />
        );
    }
  };

  const send = (
    <SubmitButton className={styles.send} pending={pending} pendingLabel={t('forms:pending')}>
      {submitLabel ?? t('forms:labels.submit')}
    </SubmitButton>
  );
  return (
    <>
      <form
        ref={formRef}
        method="post"
        action="/"
        name={definition.name}
        // Netlify's detection also needs `netlify-honeypot`, which is no HTML attribute: the Netlify layout adds it
        // (scripts/netlify-forms.ts), so the pages served here stay valid.
        data-netlify="true"
        // The thank-you dialog's and the error summary's code is not in the page's first load: it is fetched when the
        // visitor starts on the form.
        onFocus={() => {
          void preloadSuccessDialog().catch(() => undefined);
          void loadErrorSummary().catch(() => undefined);
        }}
        onSubmit={(event) => void onSubmit(event)}
        // The browser's own bubble speaks the browser's language and is gone in a moment: a field that shows
        // messages gets the form's message instead, in the page's language, and stays marked until it changes.
        onInvalidCapture={(event) => {
          const control = event.target as HTMLInputElement;
          const type = definition.fields.find((candidate) => candidate.name === control.name)?.type;
          if (!type || !SHOWS_ERRORS.has(type)) return;
          event.preventDefault();
          if (!invalidBurst.current) {
            invalidBurst.current = true;
            queueMicrotask(() => (invalidBurst.current = false));
            setStatus('editing');
            setRefusals((count) => count + 1);
          }
          setFieldErrors((current) => ({ ...current, [control.name]: reasonOf(control) }));
        }}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={definition.name} />
        {/* Empty in the prerendered page; without a script the server keys the post by what it holds. */}
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
        <Honeypot name={HONEYPOT_FIELD} label={t('forms:honeypot')} />
        {refusals > 0 && (
          // Until its code is in (a moment, if the visitor sent before focusing a field), the fields' own messages show.
          <Suspense fallback={null}>
            <ErrorSummary key={refusals} title={t('forms:summaryTitle')} errors={summary} />
          </Suspense>
        )}
        <FormGrid requiredNote={t('forms:requiredNote')}>{definition.fields.map(field)}</FormGrid>
        {beforeSend}
        {status === 'failed' && <Alert tone="error">{t('forms:error')}</Alert>}
        {sendNote ? (
          <div className={styles.sendRow}>
            {send}
            <p className={styles.sendNote}>{sendNote}</p>
          </div>
        ) : (
          send
        )}
      </form>
      <SuccessDialog
        open={status === 'sent'}
        onOpenChange={(open) => {
          if (!open) setStatus('editing');
        }}
        title={t('forms:success.title')}
        // The spec's thank-you text, then when the reply comes (`forms:success.reply.quote` beside `forms:success.quote`).
        message={`${t(definition.successKey)} ${t(definition.successKey.replace('success.', 'success.reply.') as TextKey)}`}
        closeLabel={t('forms:success.close')}
      />
    </>
  );
}

/** Browsers fill these from the visitor's saved details. */
function autoCompleteOf(name: string): string | undefined {
  const known: Record<string, string> = { name: 'name', email: 'email', phone: 'tel', company: 'organization', website: 'url' };
  return known[name];
}
