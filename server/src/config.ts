import path from 'node:path';

/** Everything the server reads from the environment, in one place (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… to use PostgreSQL; empty for the embedded SQLite file. */
  databaseUrl: string;
  /** PostgreSQL schema (search_path); empty for the server's default. */
  databaseSchema: string;
  sqliteFile: string;
  /** Where remote versions, uploads and other runtime files live. */
  dataDir: string;
  /** Built shell (index.html + assets). */
  shellDist: string;
  /** The site's public origin(s), e.g. https://community.example.com; the request's own Host is always allowed. */
  publicOrigins: string[];
  /** Marks cookies Secure; also implied when the request came over https. */
  secureCookies: boolean;
  sessionTtlDays: number;
  /** Object store (local emulation of OSS by default). */
  ossBucket: string;
  ossRegion: string;
  /** Empty: the browser uses the page's own origin. */
  ossEndpoint: string;
  ossAccessKeyId: string;
  ossAccessKeySecret: string;
  logLevel: string;
  /** One log line per request (off by default: the console stays readable under npm start). */
  logRequests: boolean;
  trustProxy: boolean;
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'server', 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    databaseSchema: env.DATABASE_SCHEMA ?? '',
    sqliteFile: path.resolve(env.SQLITE_FILE ?? path.join(dataDir, 'community.db')),
    dataDir,
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    publicOrigins: (env.PUBLIC_ORIGIN ?? '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    ossBucket: env.OSS_BUCKET ?? 'mg-community-local',
    ossRegion: env.OSS_REGION ?? 'oss-cn-hangzhou',
    ossEndpoint: env.OSS_ENDPOINT ?? '',
    ossAccessKeyId: env.OSS_ACCESS_KEY_ID ?? 'LOCALACCESSKEY',
    ossAccessKeySecret: env.OSS_ACCESS_KEY_SECRET ?? 'local-secret-change-me',
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

export const REPO_ROOT = repoRoot;
