import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const applied = await migrateToLatest(database.db, database.dialect, database.schema);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  await database.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
