import { LATEST_EMOJI_VERSION, drawsInColourOnCanvas, maxSupportedEmojiVersion } from './emoji-support.ts';
import type { DeviceEmojiSupport } from './emoji-draws.ts';
import { readStoredJson, writeStoredJson } from './stored-json.ts';

/** localStorage key (CONTRACT.md's naming); tests set it to force a device that draws nothing. */
export const EMOJI_SUPPORT_KEY = 'emoji-atlas/emoji-support/v1';

const isSupport = (value: unknown): value is DeviceEmojiSupport =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeviceEmojiSupport).maxVersion === 'number' &&
  typeof (value as DeviceEmojiSupport).flags === 'boolean';

/**
 * Detected once per device and kept: the canvas probes take ~2 ms (emoji-support.ts), and fonts
 * change only with the system. Browser only, after hydration: the server draws nothing.
 * Windows draws regional-indicator flags as two letters (🇯🇵 as "JP"): the common case.
 */
export function deviceEmojiSupport(): DeviceEmojiSupport {
  const stored = readStoredJson(EMOJI_SUPPORT_KEY);
  if (isSupport(stored)) return stored;
  const support = { maxVersion: maxSupportedEmojiVersion(), flags: drawsInColourOnCanvas('🇯🇵') };
  // Infinity (nothing could be told) is not JSON: stored as a large number.
  writeStoredJson(EMOJI_SUPPORT_KEY, { ...support, maxVersion: Number.isFinite(support.maxVersion) ? support.maxVersion : 999 });
  return support;
}

/** Whether the device draws every emoji, flags included: then nothing needs the artwork. */
export const drawsEverything = (support: DeviceEmojiSupport): boolean => support.flags && support.maxVersion >= LATEST_EMOJI_VERSION;
