import type { Kysely } from 'kysely';
import { REMOTES, type RemoteName, type RemotePackageName } from '@community/shared/routes';
import type { Database } from '../db/schema';

export type RemotePackage = RemotePackageName;

/** The remotes by package name (the CLI and URLs use these; remotes.json uses federation names). */
export const REMOTE_PACKAGES = Object.values(REMOTES) as RemotePackage[];

export function isRemotePackage(name: string): name is RemotePackage {
  return (REMOTE_PACKAGES as readonly string[]).includes(name);
}

export function federationName(pkg: RemotePackage): RemoteName {
  return (Object.keys(REMOTES) as RemoteName[]).find((name) => REMOTES[name] === pkg)!;
}

export function manifestUrl(pkg: RemotePackage, version: string): string {
  return `/community/mf/${pkg}/${version}/web/mf-manifest.json`;
}

export interface LivePointer {
  version: string;
  entry: string;
}

/** `{ mf_plugins: { version, entry }, ... }` for every remote that has a live version. */
export async function livePointers(db: Kysely<Database>): Promise<Record<string, LivePointer>> {
  const rows = await db.selectFrom('remote_live').select(['remote', 'version']).execute();
  const out: Record<string, LivePointer> = {};
  for (const pkg of REMOTE_PACKAGES) {
    const row = rows.find((r) => r.remote === pkg);
    if (row) out[federationName(pkg)] = { version: row.version, entry: manifestUrl(pkg, row.version) };
  }
  return out;
}

export async function liveVersion(db: Kysely<Database>, pkg: RemotePackage): Promise<string | undefined> {
  const row = await db.selectFrom('remote_live').select('version').where('remote', '=', pkg).executeTakeFirst();
  return row?.version;
}

export async function listVersions(db: Kysely<Database>, pkg: RemotePackage) {
  return db.selectFrom('remote_versions').selectAll().where('remote', '=', pkg).orderBy('created_at', 'desc').orderBy('version', 'desc').execute();
}

export async function history(db: Kysely<Database>, pkg: RemotePackage) {
  return db.selectFrom('remote_history').selectAll().where('remote', '=', pkg).orderBy('id', 'desc').execute();
}

/** Switch the live pointer and record who did it, atomically. */
export async function setLive(
  db: Kysely<Database>,
  pkg: RemotePackage,
  version: string,
  action: 'deploy' | 'rollback',
  actor: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_live')
      .values({ remote: pkg, version, updated_at: at, updated_by: actor })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version, updated_at: at, updated_by: actor }))
      .execute();
    await trx.insertInto('remote_history').values({ remote: pkg, version, action, actor, at }).execute();
  });
}
