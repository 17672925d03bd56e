#!/usr/bin/env node
// Runs the server suite on PostgreSQL. In CI (CI set) an unreachable server is a failure;
// elsewhere the run is skipped with a loud warning, so a laptop without PostgreSQL can still test.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.once('error', () => resolve(false));
});

if (!reachable) {
  const line = '!'.repeat(78);
  console.error(`\n${line}\n!! PostgreSQL is not answering at ${url.host}: the PostgreSQL server suite did NOT run.\n${line}\n`);
  process.exit(process.env.CI ? 1 : 0);
}

const result = spawnSync('npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', NODE_OPTIONS: '--experimental-vm-modules' },
});
process.exit(result.status ?? 1);
