import { LATEST_EMOJI_VERSION, drawsInColourOnCanvas, maxSupportedEmojiVersion } from './emoji-support.ts';
import { readStoredJson, writeStoredJson } from './stored-json.ts';

/** What this device's fonts draw: the newest emoji version, and whether flags show as flags. */
export interface DeviceEmojiSupport {
  maxVersion: number;
  flags: boolean;
}

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

/** Whether the device draws an emoji itself; otherwise the open artwork stands in. */
export function deviceDraws(support: DeviceEmojiSupport, emoji: { version: number; hexcode: string }): boolean {
  if (emoji.version > support.maxVersion) return false;
  const regionalFlag = /^1F1[EF][0-9A-F]-1F1[EF][0-9A-F]$/.test(emoji.hexcode);
  return support.flags || !regionalFlag;
}

/** Whether the device draws every emoji, flags included: then nothing needs the artwork. */
export const drawsEverything = (support: DeviceEmojiSupport): boolean => support.flags && support.maxVersion >= LATEST_EMOJI_VERSION;
