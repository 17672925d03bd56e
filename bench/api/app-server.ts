/** The app under test, in its own process so the load generator does not share its event loop. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from 'server/src/app';
import { loadConfig } from 'server/src/config';
import { openConfiguredDatabase } from 'server/src/db/database';
import { migrateToLatest } from 'server/src/db/migrate';
import { isDatabaseEmpty, seedDatabase } from 'server/src/seed/generate';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const config = { ...loadConfig(), dataDir, sqliteFile: path.join(dataDir, 'bench.db') };
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database.db, database.dialect, database.schema);
  if (await isDatabaseEmpty(database.db)) await seedDatabase(database.db, {});
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port, dialect: database.dialect });
  process.on('disconnect', () => {
    void app.close().then(() => database.destroy()).finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

void main();
