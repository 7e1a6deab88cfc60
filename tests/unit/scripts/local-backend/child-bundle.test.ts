import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../scripts/lib/env.ts';
import { backendChildEntry } from '../../../../scripts/local-backend/child-bundle.ts';

const CURRENT = path.join(ROOT, '.cache', 'backend-process', 'current.json');

describe('the backend child bundle', { timeout: 60_000 }, () => {
  it('is plain JavaScript beside its module hook, made of the sources it names, and kept while they are unchanged', async () => {
    const entry = await backendChildEntry();
    expect(path.basename(entry)).toBe('backend-process.mjs');
    expect(existsSync(path.join(path.dirname(entry), 'postgres-binaries-hook.mjs'))).toBe(true);
    // Type annotations would stop plain Node: none is left.
    expect(readFileSync(entry, 'utf8')).not.toMatch(/\binterface BackendProcessConfig\b|: Promise<void>/);
    const { sources } = JSON.parse(readFileSync(CURRENT, 'utf8')) as { sources: string[] };
    expect(sources).toEqual(
      expect.arrayContaining([
        'scripts/local-backend/child-process.ts',
        'scripts/local-backend/postgres-binaries-hook.ts',
        'cloud/server-options.ts',
      ]),
    );
    expect(sources.some((source) => source.includes('node_modules'))).toBe(false);

    const built = statSync(entry).mtimeMs;
    expect(await backendChildEntry()).toBe(entry);
    expect(statSync(entry).mtimeMs).toBe(built);
  });

  it('is made again when a source it names has changed since (here: the recorded hash no longer matches)', async () => {
    const entry = await backendChildEntry();
    const current = JSON.parse(readFileSync(CURRENT, 'utf8')) as { key: string; sources: string[] };
    writeFileSync(CURRENT, JSON.stringify({ ...current, key: 'stale' }));
    const again = await backendChildEntry();
    expect(again).toBe(entry);
    expect((JSON.parse(readFileSync(CURRENT, 'utf8')) as { key: string }).key).toBe(current.key);
  });

  it('is made again when its record is unreadable', async () => {
    for (const record of ['{"key":', '{"key":"x","sources":[1,{}]}', '[]']) {
      writeFileSync(CURRENT, record);
      expect(existsSync(await backendChildEntry())).toBe(true);
      expect(Object.keys(JSON.parse(readFileSync(CURRENT, 'utf8')) as object)).toEqual(['key', 'sources']);
    }
  });

  it('answers two starts at once with one bundle', async () => {
    writeFileSync(CURRENT, JSON.stringify({ key: 'stale', sources: ['scripts/local-backend/child-process.ts'] }));
    const [first, second] = await Promise.all([backendChildEntry(), backendChildEntry()]);
    expect(second).toBe(first);
    expect(existsSync(first)).toBe(true);
  });
});
