/** The two notification channels of the outbox: e-mail through SMTP, and a JSON webhook. */
import nodemailer from 'nodemailer';
import type { Deliver } from './outbox';
import type { StoredSubmission } from './store';

/** The JSON a webhook receives (and the shape of `export --format json`). */
export function submissionPayload(submission: StoredSubmission) {
  return {
    id: submission.id,
    form: submission.formName,
    locale: submission.locale,
    createdAt: submission.createdAt,
    fields: submission.fields,
  };
}

export interface WebhookOptions {
  url: string;
  timeoutMs?: number;
}

/** POSTs the submission as JSON; any answer other than 2xx (or no answer in time) is a failure. */
export function webhookChannel({ url, timeoutMs = 10_000 }: WebhookOptions): Deliver {
  return async (submission) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'hraun-forms', 'idempotency-key': submission.id },
      body: JSON.stringify(submissionPayload(submission)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`, as nodemailer reads it. */
  url: string;
  to: string;
  from?: string;
}

/** Every line of visitor text in the mail starts with this, so only the mail's own lines start at the margin. */
const QUOTE = '    ';

/** Line breaks a mail reader may honour (the other control characters never get past validation). */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/u;

/**
 * The plain-text mail of a submission: the mail's own lines (form, language, time, id), then one "field: value" line
 * per field. A value of several lines (a message) comes under its field's name, each line indented: a message holding
 * "email: someone@else" or "Id: …" stays visibly inside the message and cannot pass for the mail's own fields.
 */
export function mailText(submission: StoredSubmission): string {
  const lines = [`Form: ${submission.formName}`, `Language: ${submission.locale}`, `Received: ${submission.createdAt}`, `Id: ${submission.id}`, ''];
  for (const [name, value] of Object.entries(submission.fields)) {
    if (value === '') continue;
    const valueLines = value.split(LINE_BREAK);
    if (valueLines.length === 1) lines.push(`${name}: ${value}`);
    else lines.push(`${name}:`, ...valueLines.map((line) => (line === '' ? '' : `${QUOTE}${line}`)), '');
  }
  return `${lines.join('\n')}\n`;
}

/** The domain of notification Message-IDs: ours, so the ids never collide with another sender's. */
const MESSAGE_ID_DOMAIN = 'forms.hraun.is';

/**
 * The Message-ID of a submission's mail, the same on every attempt: a mail sent again after a crash (sent, but not
 * yet recorded as delivered) is the same message, which mail systems and clients treat as one.
 */
export function messageIdOf(submission: Pick<StoredSubmission, 'id'>): string {
  return `<${submission.id}@${MESSAGE_ID_DOMAIN}>`;
}

export function smtpChannel({ url, to, from }: SmtpOptions): Deliver {
  const transport = nodemailer.createTransport(url);
  return async (submission) => {
    const replyTo = submission.fields.email;
    await transport.sendMail({
      from: from ?? `Hraun forms <forms@${new URL(url).hostname || 'localhost'}>`,
      to,
      // Only the form name and id: visitor input never reaches a header except the validated reply address.
      subject: `[${submission.formName}] ${submission.id}`,
      replyTo: replyTo || undefined,
      text: mailText(submission),
      messageId: messageIdOf(submission),
      headers: { 'X-Hraun-Submission': submission.id },
    });
  };
}
