// A tiny SMTP server on loopback that keeps every message it receives: enough of RFC 5321 for nodemailer (EHLO
// without extensions, so no STARTTLS and no AUTH; MAIL, RCPT, DATA, RSET, NOOP, QUIT). `holdNext` makes it keep
// the final 250 of the next message to itself: the message has arrived in full, but the sender never hears so,
// which is the moment a crash leaves the sender unsure whether the mail went (a server gone silent after DATA).
// `refuseNext` answers the next message with a permanent refusal, and `{ greet: false }` makes a server that accepts
// connections and never says a word.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body, dot-stuffing undone). */
  data: string;
  messageId: string | undefined;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Withhold the acceptance of the next message (the connection stays open, unanswered). */
  holdNext: () => void;
  /** Refuse the next message (554) once it has arrived. */
  refuseNext: () => void;
  /** Connections accepted so far (a silent server counts them too). */
  connections: () => number;
  /** Resolves once `count` messages have arrived in full. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

function headerOf(data: string, name: string): string | undefined {
  const head = data.split('\r\n\r\n')[0] ?? '';
  // Unfold continued lines first.
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

export async function smtpSink({ greet = true }: { greet?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let hold = false;
  let refuse = false;
  let connections = 0;

  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    if (!greet) return;
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope, data, messageId: headerOf(data, 'Message-ID') });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          envelope = { from: '', to: [] };
          if (hold) {
            hold = false;
            return; // never answered: the sender waits for a 250 that does not come
          }
          if (refuse) {
            refuse = false;
            reply('554 5.7.1 refused by the test');
            continue;
          }
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    holdNext: () => {
      hold = true;
    },
    refuseNext: () => {
      refuse = true;
    },
    connections: () => connections,
    waitFor: (count, timeoutMs = 30_000) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} messages after ${timeoutMs} ms`)), timeoutMs);
            waiters.push({
              count,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
