import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { liveVersion, REMOTE_PACKAGES } from '../remotes/registry';
import { deployBuild } from '../remotes/deploy';
import { isDatabaseEmpty, seedDatabase } from '../seed/generate';
import { startServer } from '../server';

/** `npm start`: migrate, seed an empty database, give remotes without a live version their build, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const applied = await migrateToLatest(database.db, database.dialect, database.schema);
  if (applied.length) console.log(`[start] migrations applied: ${applied.join(', ')}`);
  if (await isDatabaseEmpty(database.db)) {
    const t0 = Date.now();
    await seedDatabase(database.db, { log: (m) => console.log(`[seed] ${m}`) });
    console.log(`[start] seeded the demo data in ${Date.now() - t0} ms`);
  }
  // Only a remote that has never been deployed gets the fresh build: a restart never undoes a rollback.
  for (const pkg of REMOTE_PACKAGES) {
    if (await liveVersion(database.db, pkg)) continue;
    try {
      const { version } = await deployBuild(database.db, config.dataDir, pkg, { actor: 'npm start' });
      console.log(`[start] ${pkg}: deployed ${version}`);
    } catch (err) {
      console.warn(`[start] ${pkg}: not deployed (${(err as Error).message})`);
    }
  }
  await startServer(config, database);
  console.log(`[start] community site on http://localhost:${config.port}/community/ (database: ${database.dialect} ${database.location})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
