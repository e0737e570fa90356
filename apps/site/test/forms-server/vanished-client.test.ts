// Issue 32, defect 9: a client that resets its connection right after sending a whole POST. Its address is gone by the
// time the post is looked at (`request.ip` undefined), which made the rate limit's key (or the address hash) throw and
// the server log "the submission could not be stored" for a post nobody waited for. The real server process, real
// sockets reset (RST) right after the last byte, with and without a rate limit.
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDist, formBody, tempDir } from './helpers';
import { killAll, startMain } from './main-process';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const children: ChildProcess[] = [];

afterAll(() => {
  killAll(children);
  dir.cleanup();
});

/** Sends a whole form post on a fresh connection and resets it at once (no FIN: an RST, as a dropped phone does). */
function postAndReset(port: number, body: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(
        `POST / HTTP/1.1\r\nHost: hraun.is\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => {
          socket.resetAndDestroy();
          resolve();
        },
      );
    });
    socket.on('error', () => resolve());
  });
}

describe('a client that resets its connection right after posting', () => {
  it.each([
    ['with the rate limit on', '10000'],
    ['with the rate limit off', 'off'],
  ])('%s: no error and no "could not be stored" in the log, and the server answers the next client', { timeout: 60_000 }, async (_name, limit) => {
    const server = await startMain(
      { DIST_DIR: distDir, FORMS_DB_PATH: join(dir.dir, `vanished-${limit}.sqlite`), FORMS_RATE_LIMIT: limit, LOG_LEVEL: 'warn' },
      children,
    );
    for (let n = 0; n < 60; n += 1) await postAndReset(server.port, formBody('contact'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await fetch(`${server.base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: formBody('contact'),
    });
    expect(next.status).toBe(200);
    const log = server.stdout() + server.stderr();
    expect(log).not.toContain('could not be stored');
    expect(log).not.toContain('unexpected error');
    expect(log).not.toMatch(/"level":(50|60)/);
  });
});
