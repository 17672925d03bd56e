import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { deployBuild } from '../remotes/deploy';
import { history, isRemotePackage, listVersions, liveVersion, REMOTE_PACKAGES, setLive } from '../remotes/registry';

const USAGE = `usage:
  remote deploy <remote>              store the current build of <remote> as a new version and make it live
  remote rollback <remote> [version]  make the previous (or the named) version live again
  remote status                       list each remote's versions, the live one marked with *
remotes: ${REMOTE_PACKAGES.join(', ')}`;

/** Works against a running server: the registry is in the database, read on every remotes.json request. */
async function main(argv: string[]): Promise<number> {
  const [command, pkg, version] = argv;
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const db = database.db;
  try {
    await migrateToLatest(db, database.dialect, database.schema);
    if (command === 'status') {
      for (const p of REMOTE_PACKAGES) {
        const live = await liveVersion(db, p);
        console.log(`${p}`);
        const versions = await listVersions(db, p);
        if (versions.length === 0) console.log('    (no versions)');
        for (const v of versions) console.log(`  ${v.version === live ? '*' : ' '} ${v.version}  built ${v.built_at}  by ${v.created_by}`);
      }
      return 0;
    }
    if ((command === 'deploy' || command === 'rollback') && pkg && !isRemotePackage(pkg)) {
      console.error(`unknown remote '${pkg}'\n${USAGE}`);
      return 2;
    }
    if (command === 'deploy' && pkg && isRemotePackage(pkg)) {
      const result = await deployBuild(db, config.dataDir, pkg);
      console.log(`${pkg}: ${result.version} is live${result.reused ? ' (this build was stored before)' : ''}`);
      return 0;
    }
    if (command === 'rollback' && pkg && isRemotePackage(pkg)) {
      const live = await liveVersion(db, pkg);
      const versions = await listVersions(db, pkg);
      let target: string | undefined = version;
      if (target && !versions.some((v) => v.version === target)) {
        console.error(`${pkg}: no version '${target}'`);
        return 2;
      }
      if (!target) {
        // The version that was live before the current one, from the history.
        const events = await history(db, pkg);
        target = events.find((e) => e.version !== live)?.version;
      }
      if (!target) {
        console.error(`${pkg}: nothing to roll back to`);
        return 2;
      }
      await setLive(db, pkg, target, 'rollback', process.env.USER ?? 'cli', new Date());
      console.log(`${pkg}: ${target} is live (was ${live ?? 'none'})`);
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
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
