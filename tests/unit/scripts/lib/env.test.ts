import { afterEach, describe, expect, it, vi } from 'vitest';
import { requiredSetting } from '../../../../scripts/lib/env.ts';

describe('requiredSetting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives the value, trimmed', () => {
    vi.stubEnv('ATLAS_TEST_SETTING', '  emoji-atlas \n');
    expect(requiredSetting('ATLAS_TEST_SETTING')).toBe('emoji-atlas');
    vi.stubEnv('ATLAS_TEST_SETTING', `\u202e${'ㅋ'.repeat(5_000)}`);
    expect(requiredSetting('ATLAS_TEST_SETTING')).toHaveLength(5_001);
  });

  it('names the setting when it is assigned nothing or only spaces', () => {
    for (const empty of ['', '   ', '\n']) {
      vi.stubEnv('ATLAS_TEST_SETTING', empty);
      expect(() => requiredSetting('ATLAS_TEST_SETTING')).toThrow(
        "ATLAS_TEST_SETTING is empty: give it a value, or remove its line from .env to use .env.example's",
      );
    }
  });
});
