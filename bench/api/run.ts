/**
 * bench/api: drives the read endpoints and the favorite toggle of the real app (seeded demo data; SQLite,
 * or PostgreSQL with DATABASE_URL) and a bare Node HTTP server answering the same bytes, in one run, and
 * prints requests per second, p99 latency and the ratio to the bare server. Both servers run in their own
 * process; the load generator runs here. Figures are printed, never asserted.
 *
 *   npm run bench:api -- [--duration 5] [--connections 64] [--only favorite]
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  auth?: boolean;
}

const CASES: Case[] = [
  { name: 'GET users/me', method: 'GET', url: '/api/v1/users/me', auth: true },
  { name: 'GET users/settings', method: 'GET', url: '/api/v1/users/settings', auth: true },
  { name: 'POST experiment/swh', method: 'POST', url: '/api/v1/experiment/swh/user', body: { fname: 'web.resourcePublish' }, auth: true },
  { name: 'GET cms banners', method: 'GET', url: '/cms/MGwebsite/community-operation.json' },
  { name: 'GET remotes.json', method: 'GET', url: '/community/remotes.json' },
  { name: 'POST favorite (toggle)', method: 'POST', url: '/community/api/favorite', body: { res_id: 1, res_type: 1 }, auth: true },
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function start(script: string): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = fork(path.join(__dirname, script), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, info: info as Record<string, unknown> }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const duration = Number(arg('duration', '5'));
  const connections = Number(arg('connections', '64'));
  const only = arg('only', '');
  const app = await start('app-server.ts');
  const appPort = app.info.port as number;
  const bare = await start('bare-server.ts');
  const barePort = bare.info.port as number;

  const login = await fetch(`http://127.0.0.1:${appPort}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo@example.com', password: 'demo-password-1' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

  console.log(`bench/api on ${app.info.dialect as string}, ${connections} connections, ${duration}s per run, node ${process.version}, ${os.cpus().length} cores`);
  console.log('app and bare server each in their own process; the load generator in this one\n');
  console.log(['endpoint'.padEnd(24), 'app req/s'.padStart(10), 'app p99'.padStart(9), 'bare req/s'.padStart(11), 'bare p99'.padStart(9), 'ratio'.padStart(7)].join(' '));
  for (const c of CASES.filter((x) => !only || x.name.includes(only))) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(c.auth ? { cookie } : {}) };
    const body = c.body === undefined ? undefined : JSON.stringify(c.body);
    const sample = await fetch(`http://127.0.0.1:${appPort}${c.url}`, { method: c.method, headers, ...(body ? { body } : {}) });
    const bytes = Buffer.from(await sample.arrayBuffer());
    await new Promise<void>((resolve) => {
      bare.child.once('message', () => resolve());
      bare.child.send({ body: bytes.toString('base64'), contentType: sample.headers.get('content-type') ?? 'application/json' });
    });
    const run = (port: number) => autocannon({ url: `http://127.0.0.1:${port}${c.url}`, method: c.method, headers, ...(body ? { body } : {}), connections, duration });
    const appResult = await run(appPort);
    const bareResult = await run(barePort);
    const ratio = appResult.requests.average / bareResult.requests.average;
    const errors = appResult.errors + appResult.non2xx ? `  (${appResult.errors} errors, ${appResult.non2xx} non-2xx)` : '';
    console.log(
      [
        c.name.padEnd(24),
        appResult.requests.average.toFixed(0).padStart(10),
        `${appResult.latency.p99} ms`.padStart(9),
        bareResult.requests.average.toFixed(0).padStart(11),
        `${bareResult.latency.p99} ms`.padStart(9),
        ratio.toFixed(2).padStart(7),
      ].join(' ') + errors,
    );
  }
  app.child.disconnect();
  bare.child.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
