// `PARSE_PORT=11337 npm start` once served a site built for port 1337: the build records the
// settings it baked in, and npm start rebuilds when they differ from what it is about to run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localServerURL } from '../../../../scripts/lib/env.ts';
import { changedSiteSettings, SITE_SETTINGS_FILE, settingsChangedSinceBuild, siteSettings } from '../../../../scripts/lib/site-settings.ts';

const BUILT_FOR_1337 = {
  VITE_PARSE_APP_ID: 'emoji-atlas',
  VITE_PARSE_JS_KEY: 'emoji-atlas-js',
  VITE_PARSE_SERVER_URL: 'http://localhost:1337/parse_server',
  VITE_SITE_URL: 'http://localhost:4173',
};

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-dist-'));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('site settings of a build', () => {
  it('are the VITE_* variables, in name order, and nothing else', () => {
    expect(siteSettings({ VITE_SITE_URL: 'https://a.example', PARSE_MASTER_KEY: 'secret', VITE_GTM_ID: '', PATH: '/bin' })).toEqual({
      VITE_GTM_ID: '',
      VITE_SITE_URL: 'https://a.example',
    });
    expect(Object.keys(siteSettings({ VITE_B: '1', VITE_A: '2' }))).toEqual(['VITE_A', 'VITE_B']);
  });

  it('make a site built for Parse on 1337 stale for a backend on PARSE_PORT 11337', async () => {
    await writeFile(path.join(dist, SITE_SETTINGS_FILE), JSON.stringify(BUILT_FOR_1337));
    const wanted = { ...BUILT_FOR_1337, VITE_PARSE_SERVER_URL: localServerURL(11337) };
    expect(wanted.VITE_PARSE_SERVER_URL).toBe('http://localhost:11337/parse_server');
    expect(settingsChangedSinceBuild(dist, wanted)).toEqual(['VITE_PARSE_SERVER_URL']);
    expect(settingsChangedSinceBuild(dist, { ...BUILT_FOR_1337 })).toEqual([]);
  });

  it('count a setting added or removed since the build as changed, and a build without a record as unknown', () => {
    expect(changedSiteSettings(BUILT_FOR_1337, { ...BUILT_FOR_1337, VITE_GTM_ID: 'GTM-ABC1234' })).toEqual(['VITE_GTM_ID']);
    expect(changedSiteSettings({ ...BUILT_FOR_1337, VITE_STATS_SRC: 'https://s.example/a.js' }, BUILT_FOR_1337)).toEqual(['VITE_STATS_SRC']);
    // An empty assignment (VITE_GTM_ID=) and no assignment build the same site.
    expect(changedSiteSettings({ ...BUILT_FOR_1337, VITE_GTM_ID: '' }, BUILT_FOR_1337)).toEqual([]);
    expect(settingsChangedSinceBuild(dist, BUILT_FOR_1337)).toBeUndefined();
  });
});
