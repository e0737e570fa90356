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
  /** The whole request, answer and body included (ms; default 10 s). */
  timeoutMs?: number;
}

/** POSTs the submission as JSON; any answer other than 2xx (or no answer in time) is a failure. */
export function webhookChannel({ url, timeoutMs = 10_000 }: WebhookOptions): Deliver {
  return async (submission, signal) => {
    // Whichever comes first: this request's own timeout, or the outbox ending the attempt (its deadline, a shutdown).
    const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'hraun-forms', 'idempotency-key': submission.id },
      body: JSON.stringify(submissionPayload(submission)),
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (signal?.aborted) throw new Error('webhook: the attempt was cut off');
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`, as nodemailer reads it. */
  url: string;
  to: string;
  from?: string;
  /**
   * Nodemailer's own defaults wait up to 10 minutes on a silent server; these bound each phase instead (ms): the TCP
   * (and TLS) connection, the server's greeting, and any wait for the server's next reply.
   */
  timeouts?: SmtpTimeouts;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** `SMTP_CONNECTION_TIMEOUT`, `SMTP_GREETING_TIMEOUT`, `SMTP_SOCKET_TIMEOUT` unset: 10, 10 and 30 seconds. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };


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

export function smtpChannel({ url, to, from, timeouts = DEFAULT_SMTP_TIMEOUTS }: SmtpOptions): Deliver {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return async (submission, signal) => {
    const replyTo = submission.fields.email;
    await transport.sendMail({
      // The outbox's deadline for the whole attempt: aborting closes the connection.
      signal,
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
