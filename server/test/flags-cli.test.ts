import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase, type TestDatabase } from './helpers/test-app';

const run = promisify(execFile);
const CLI = path.join(__dirname, '..', 'src', 'cli', 'flags.ts');

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ sqliteFile: true });
});
afterAll(async () => {
  await database.drop();
});

const flagsCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, ...database.cliEnv, NODE_OPTIONS: '' } });

describe('the flags CLI', () => {
  it('changes flags that a running server answers on its next request', async () => {
    const app = await buildApp({ config: { ...loadConfig({}), shellDist: '/nonexistent' }, database: database.handle });
    const ask = async () => (await app.inject({ method: 'POST', url: '/api/v1/experiment/swh/user', payload: { fname: 'web.cliCheck' } })).json().data['web.cliCheck'];
    expect(await ask()).toBe(false);
    await flagsCli('set', 'web.cliCheck', 'on');
    expect(await ask()).toBe(true);
    await flagsCli('set', 'web.cliCheck', 'off');
    expect(await ask()).toBe(false);
    const { stdout } = await flagsCli('list');
    expect(stdout).toContain('web.cliCheck\tglobal\toff');
    await app.close();
  });

  it('sets a per-user value and refuses bad arguments', async () => {
    const { stdout } = await flagsCli('set', 'webapi.enablebadgev2', 'c1', '--user', '7');
    expect(stdout).toContain('user 7');
    await expect(flagsCli('set', 'x', 'on', '--user', 'abc')).rejects.toMatchObject({ code: 2 });
    await expect(flagsCli('frobnicate')).rejects.toMatchObject({ code: 2 });
  });
});
