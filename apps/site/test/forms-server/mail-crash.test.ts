// A notification mail sent again after a crash is the same message: server/main.ts (through tsx, on loopback, a
// temp SQLite file) hands a mail to a real SMTP server on loopback, is killed with SIGKILL before it hears that the
// mail was accepted (so the outbox row is not marked delivered), and sends it again after a restart. The receiver
// gets two copies with one Message-ID, which mail systems and clients treat as one message.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messageIdOf, smtpChannel } from '../../server/forms/channels';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { emptyDist, formBody, tempDir } from './helpers';
import { exited, killAll, startMain } from './main-process';
import { smtpSink } from './smtp-sink';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const dbPath = join(dir.dir, 'mail-crash.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  killAll(children);
  dir.cleanup();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Message-ID of notification mails', () => {
  it('is derived from the submission: the same on every attempt, another for another submission', async () => {
    const sink = await smtpSink();
    const deliver = smtpChannel({ url: sink.url, to: 'forms@example.is', from: 'Hraun forms <forms@hraun.is>' });
    const submission = { id: randomUUID(), formName: 'contact', locale: 'is', fields: { name: 'Jón', email: 'jon@example.is' }, createdAt: new Date().toISOString(), clientIpHash: null };
    await deliver(submission);
    await deliver(submission);
    await deliver({ ...submission, id: randomUUID() });
    expect(sink.received.map((mail) => mail.messageId)).toEqual([messageIdOf(submission), messageIdOf(submission), expect.not.stringContaining(submission.id)]);
    expect(messageIdOf(submission)).toBe(`<${submission.id}@forms.hraun.is>`);
    expect(sink.received[0]?.to).toEqual(['forms@example.is']);
    await sink.close();
  });

  it('survives SIGKILL between the send and its acknowledgement: the mail sent again has the same Message-ID', { timeout: 120_000 }, async () => {
    const sink = await smtpSink();
    const env = { DIST_DIR: distDir, FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: 'off', SMTP_URL: sink.url, FORMS_MAIL_TO: 'forms@example.is' };
    // The first message arrives in full, but its 250 is withheld: the server is still waiting for it when killed.
    sink.holdNext();
    const first = await startMain(env, children);
    const response = await fetch(`${first.base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', host: 'hraun.is' },
      body: formBody('contact'),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await sink.waitFor(1);

    const store = new SqliteStore(dbPath);
    // Sent, and not recorded as delivered: the outbox row is leased to the worker about to be killed.
    expect(await store.outbox(id)).toEqual([expect.objectContaining({ channel: 'smtp', attempts: 0, deliveredAt: null })]);
    first.child.kill('SIGKILL');
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    const [leased] = await store.outbox(id);
    expect(leased?.deliveredAt).toBeNull();
    // The dead worker's lease (two minutes) would have to run out first: the test moves it to now instead of waiting.
    store.db.prepare('update outbox set next_attempt_at = ? where id = ?').run(new Date().toISOString(), leased!.id);

    const second = await startMain(env, children);
    await sink.waitFor(2);
    await until(async () => (await store.outbox(id))[0]?.deliveredAt != null);
    expect(await store.outbox(id)).toEqual([expect.objectContaining({ channel: 'smtp', attempts: 1, lastError: null, deliveredAt: expect.any(String) })]);

    const copies = sink.received.filter((mail) => mail.data.includes(id));
    expect(copies).toHaveLength(2);
    expect(copies.map((mail) => mail.messageId)).toEqual([`<${id}@forms.hraun.is>`, `<${id}@forms.hraun.is>`]);
    console.info(`mail crash test: ${sink.received.length} sends, Message-IDs ${[...new Set(copies.map((mail) => mail.messageId))].join(', ')}`);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    await store.close();
    await sink.close();
  });
});
