import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REPO_ROOT } from '../config';
import { setLive, type RemotePackage } from './registry';

export interface BuildInfo {
  packageVersion: string;
  commit: string;
  builtAt: Date;
  shared: Record<string, string>;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

/** What a build says about itself: package version, commit, build time, and the shared singletons it expects. */
export function readBuildInfo(pkg: RemotePackage, webDir: string): BuildInfo {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, pkg, 'package.json'), 'utf8')) as { version: string };
  const manifestPath = path.join(webDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    shared?: Array<{ name: string; version?: string; requiredVersion?: string }>;
  };
  const shared: Record<string, string> = {};
  for (const s of manifest.shared ?? []) shared[s.name] = s.requiredVersion ?? s.version ?? '';
  return { packageVersion: pkgJson.version, commit: gitCommit(), builtAt: fs.statSync(manifestPath).mtime, shared };
}

/** `<package version>-<commit>-<UTC build time>`: says what it is and sorts by time within a release. */
export function versionId(info: BuildInfo): string {
  const stamp = info.builtAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${info.packageVersion}-${info.commit}-${stamp}`;
}

export function storeDir(dataDir: string): string {
  return path.join(dataDir, 'mf');
}

/**
 * Copy a build into its immutable version folder (`<version>/web`), register it and make it live.
 * The copy goes to a temporary folder first and is renamed into place, so a half-copied version is never served.
 */
export async function deployBuild(
  db: Kysely<Database>,
  dataDir: string,
  pkg: RemotePackage,
  options: { webDir?: string; actor?: string; now?: Date } = {},
): Promise<{ version: string; reused: boolean }> {
  const webDir = options.webDir ?? path.join(REPO_ROOT, pkg, 'dist', 'web');
  if (!fs.existsSync(path.join(webDir, 'mf-manifest.json'))) {
    throw new Error(`${pkg}: no build found at ${webDir} (run the build first)`);
  }
  const info = readBuildInfo(pkg, webDir);
  const version = versionId(info);
  const target = path.join(storeDir(dataDir), pkg, version);
  const now = options.now ?? new Date();
  const actor = options.actor ?? `${os.userInfo().username}@${os.hostname()}`;
  let reused = true;
  if (!fs.existsSync(path.join(target, 'web', 'mf-manifest.json'))) {
    reused = false;
    const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
    fs.mkdirSync(tmp, { recursive: true });
    fs.cpSync(webDir, path.join(tmp, 'web'), { recursive: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(tmp, target);
  }
  await db
    .insertInto('remote_versions')
    .values({
      remote: pkg,
      version,
      package_version: info.packageVersion,
      commit_sha: info.commit,
      built_at: info.builtAt.toISOString(),
      shared_deps: JSON.stringify(info.shared),
      created_at: now.toISOString(),
      created_by: actor,
    })
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .execute();
  await setLive(db, pkg, version, 'deploy', actor, now);
  return { version, reused };
}
