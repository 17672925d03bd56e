import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { clearFlag, listFlags, setFlag } from '../repositories/flags';

const USAGE = `usage:
  flags list
  flags set <fname> on|off|<variant> [--user <id>]
  flags unset <fname> [--user <id>]`;

/** Changes experiment flags in the shared database: a running server sees them on the next request. */
async function main(argv: string[]): Promise<number> {
  const [command, fname, value] = argv.filter((a, i) => a !== '--user' && argv[i - 1] !== '--user');
  const userIndex = argv.indexOf('--user');
  const userArg = userIndex >= 0 ? argv[userIndex + 1] : undefined;
  if (userIndex >= 0 && (!userArg || !/^[1-9][0-9]*$/.test(userArg))) {
    console.error('--user needs a positive integer id');
    return 2;
  }
  const userId = userArg ? Number(userArg) : 0;
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
    if (command === 'list') {
      for (const f of await listFlags(database.db)) console.log(`${f.fname}\t${f.user_id === 0 ? 'global' : `user ${f.user_id}`}\t${f.value}`);
      return 0;
    }
    if (command === 'set' && fname && value && /^[A-Za-z0-9_.-]{1,100}$/.test(fname) && /^[A-Za-z0-9_.-]{1,50}$/.test(value)) {
      await setFlag(database.db, fname, value, userId, new Date());
      console.log(`${fname} = ${value} (${userId === 0 ? 'global' : `user ${userId}`})`);
      return 0;
    }
    if (command === 'unset' && fname) {
      await clearFlag(database.db, fname, userId);
      console.log(`${fname} unset (${userId === 0 ? 'global' : `user ${userId}`})`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
