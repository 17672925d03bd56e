import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnStaleChunk } from './reload-on-stale-chunk';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('reloadOnStaleChunk', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' });

  it('recognises chunk and remote-entry load failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const attempt = () => reloadOnStaleChunk(chunkError, { now: () => now, storage, reload });
    expect(attempt()).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 30_000;
    expect(attempt()).toBe(false);
    now += 31_000;
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnStaleChunk(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
