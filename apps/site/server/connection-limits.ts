/**
 * Bounds on the connections the server holds, so that no client can spend its descriptors: a red-team client
 * held 19,980 idle connections open, filled the 20,000-descriptor limit, and `/` and `/healthz` hung for everyone.
 * - a total (`MAX_CONNECTIONS`): past it Node closes new connections at once, the descriptor spent for a moment only;
 * - a share per client address (`MAX_CONNECTIONS_PER_ADDRESS`, IPv6 counted per /64, the block one subscriber gets),
 *   so that one client cannot take the whole total;
 * - a time to the first byte (`CONNECTION_IDLE_TIMEOUT_MS`): a connection that sends nothing is closed sooner than
 *   Node's header timeout (20 s here, which also closes it) would, freeing its share for the client's real ones
 *   (Node's socket inactivity timeout would also cut a slow but live download; this cuts only a silent opener);
 * - the keep-alive idle time between requests (`KEEP_ALIVE_TIMEOUT_MS`), Fastify's default being 72 s.
 * Measured (server/main.ts on the built site, defaults, one client at 127.0.0.2 opening 20,000 silent connections
 * in batches of 1,000): 64 held at peak and none 11 s later, /healthz answering in 61 ms; before, 7,524 at peak and
 * 4,097 still held 11 s after the last one opened.
 */
import { isIPv6, type Server, type Socket } from 'node:net';

export interface ConnectionLimits {
  /** Connections held at once, all clients together (0: no limit). */
  max: number;
  /** Connections held at once from one address or IPv6 /64 (0: no limit). */
  perAddress: number;
  /** A connection that has sent no byte this long after it opened is closed (ms). */
  idleMs: number;
  /** An idle keep-alive connection is closed this long after its last answer (ms). */
  keepAliveMs: number;
}

/**
 * The defaults. Browsers open at most 6 connections to a host, so 64 per address leaves room for an office or a
 * carrier's shared address; 4,096 in all stays well below a production host's descriptor limit (20,000 where the
 * red team measured) with room for the store and logs. 5 s of keep-alive covers a page's burst of requests (nginx
 * keeps 75 s, Node 5 s); 10 s of silence on a connection is longer than any real client waits to send its first line.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { max: 4096, perAddress: 64, idleMs: 10_000, keepAliveMs: 5_000 };

/** The key connections of one client share: the address, an IPv6 address by its /64, an IPv4-mapped one as IPv4. */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Applies the limits to a listening server (Fastify's `server`); `keepAliveMs` is Fastify's own option. */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.max > 0) server.maxConnections = limits.max;
  server.on('connection', (socket: Socket) => {
    // Once bytes have come, the header, request and keep-alive timeouts take over.
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.idleMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  if (limits.perAddress > 0) {
    const open = new Map<string, number>();
    // Registered before Node's HTTP handler runs for the socket: a refused one is closed before any parsing.
    server.prependListener('connection', (socket: Socket) => {
      const key = addressKey(socket.remoteAddress);
      const count = open.get(key) ?? 0;
      if (count >= limits.perAddress) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }
}

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, { min }: { min: number }): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new Error(`${name}="${env[name]}": expected a whole number${min > 0 ? ` of at least ${min}` : ' (0 turns the limit off)'}`);
  }
  return Number(text);
}

/**
 * MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS, CONNECTION_IDLE_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS, each with its
 * default when unset. Behind a trusted proxy every connection comes from the proxy, so the per-address limit is off
 * unless set (limit per client at the proxy). Throws with the setting's name on a malformed value.
 */
export function readConnectionLimits(env: Readonly<Record<string, string | undefined>>, { behindProxy }: { behindProxy: boolean }): ConnectionLimits {
  const defaults = DEFAULT_CONNECTION_LIMITS;
  return {
    max: wholeNumber(env, 'MAX_CONNECTIONS', defaults.max, { min: 0 }),
    perAddress: wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', behindProxy ? 0 : defaults.perAddress, { min: 0 }),
    idleMs: wholeNumber(env, 'CONNECTION_IDLE_TIMEOUT_MS', defaults.idleMs, { min: 100 }),
    keepAliveMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', defaults.keepAliveMs, { min: 100 }),
  };
}
