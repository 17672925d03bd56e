import fs from 'node:fs';

/** The server's temporary data folder (database, deployed remotes) goes away with the run. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('community-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
