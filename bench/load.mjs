#!/usr/bin/env node
// Static GET requests per second: our server against Debian's nginx serving the same build (Icelandic), in one run.
// Loopback only and bounded: each scenario runs --duration seconds (default 10) with --connections (default 50).
//   node bench/load.mjs [--duration 10] [--connections 50] [--dist apps/site/dist]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { defaultDist, freePort, parseArgs, repoRoot, startSiteServer, stopChild, table, waitForHttp } from './lib.mjs';

const args = parseArgs();
const duration = Math.min(60, Math.max(1, Number(args.duration ?? 10)));
const connections = Math.min(200, Math.max(1, Number(args.connections ?? 50)));
const distDir = args.dist ? resolve(args.dist) : defaultDist;
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
const locale = 'is';

if (!existsSync(join(distDir, 'site', locale, 'index.html'))) {
  console.error('No build: run `pnpm --filter @hraun/site run build` first.');
  process.exit(2);
}
const entryChunk = readdirSync(join(distDir, 'client/assets')).find((name) => name.endsWith('.js'));
const scenarios = [
  { name: 'home page (HTML)', path: '/' },
  { name: `hashed asset (${entryChunk})`, path: `/assets/${entryChunk}` },
];

/** Our security headers, copied from a live answer so that nginx sends the same header bytes. */
async function securityHeadersOf(port) {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  const names = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-resource-policy'];
  return names.filter((name) => response.headers.has(name)).map((name) => `add_header ${name} "${response.headers.get(name)}" always;`).join(' ');
}

/** nginx as a static server for one language: hashed assets immutable, precompressed .gz bodies, our security headers. */
function nginxConfig(port, prefix, security) {
  const client = join(distDir, 'client');
  const pages = join(distDir, 'site', locale);
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; text/javascript js; text/css css; application/json json; image/svg+xml svg; application/xml xml; text/plain txt; }
  gzip_static on;
  gzip_vary on;
  etag on;
  server {
    listen 127.0.0.1:${port};
    location /assets/ { root ${client}; add_header cache-control "public, max-age=31536000, immutable"; ${security} }
    location / { root ${client}; try_files $uri @page; add_header cache-control "public, max-age=3600"; ${security} }
    location @page { root ${pages}; try_files $uri/index.html =404; add_header cache-control no-cache; ${security} }
  }
}
`;
}

async function startNginx(security) {
  const prefix = mkdtempSync(join(tmpdir(), 'hraun-nginx-'));
  const port = await freePort();
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(port, prefix, security));
  const child = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHttp(`http://127.0.0.1:${port}/`, child);
  return {
    port,
    stop: async () => {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function load(port, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections,
        duration,
        // Both servers answer with their precompressed gzip body (nginx-light has no brotli).
        headers: { host: `${locale}.localhost`, 'accept-encoding': 'gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const ours = await startSiteServer({ port: await freePort(), distDir });
let nginx;
const rows = [['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'non-2xx']];
const results = [];
try {
  nginx = await startNginx(await securityHeadersOf(ours.port));
  for (const scenario of scenarios) {
    for (const [server, port] of [['ours (Fastify)', ours.port], ['nginx', nginx.port]]) {
      // A short warm-up so the JIT and the keep-alive pool are in their steady state.
      await new Promise((done, fail) => autocannon({ url: `http://127.0.0.1:${port}${scenario.path}`, connections, duration: 1, headers: { host: `${locale}.localhost` } }, (error) => (error ? fail(error) : done())));
      const result = await load(port, scenario.path);
      results.push({ scenario: scenario.name, server, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, throughput: result.throughput.average, non2xx: result.non2xx, errors: result.errors });
      rows.push([scenario.name, server, Math.round(result.requests.average), result.latency.p50, result.latency.p99, (result.throughput.average / 1e6).toFixed(1), result.non2xx + result.errors]);
      console.error(`${scenario.name} / ${server}: ${Math.round(result.requests.average)} req/s`);
    }
  }
} finally {
  await ours.stop();
  await nginx?.stop();
}

console.log(`\nautocannon: ${connections} connections, ${duration} s per scenario, loopback, Accept-Encoding: gzip`);
console.log(table(rows));
const ratios = scenarios.map((scenario) => {
  const [oursResult, nginxResult] = ['ours (Fastify)', 'nginx'].map((server) => results.find((result) => result.scenario === scenario.name && result.server === server));
  return { scenario: scenario.name, ratio: oursResult.requestsPerSecond / nginxResult.requestsPerSecond };
});
for (const { scenario, ratio } of ratios) console.log(`${scenario}: ours / nginx = ${ratio.toFixed(2)}`);
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const resultFile = join(repoRoot, 'bench/results/load.json');
writeFileSync(resultFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), duration, connections, results, ratios }, null, 2)}\n`);
console.log(`results: ${relative(process.cwd(), resultFile)}`);
if (results.some((result) => result.non2xx || result.errors)) {
  console.log('some answers were not 2xx: the figures above are not comparable');
  process.exit(1);
}
