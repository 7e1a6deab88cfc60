import { runSteps, runStepsInTasks } from '../emoji/run-steps.ts';
import type { DeviceEmojiSupport } from './emoji-draws.ts';
import { drawsInColourOnCanvas, LATEST_EMOJI_VERSION, supportedEmojiVersionSteps } from './emoji-support.ts';
import { readStoredJson, writeStoredJson } from './stored-json.ts';

/** localStorage key (CONTRACT.md's naming); tests set it to force a device that draws nothing. */
export const EMOJI_SUPPORT_KEY = 'emoji-atlas/emoji-support/v1';

const isSupport = (value: unknown): value is DeviceEmojiSupport =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeviceEmojiSupport).maxVersion === 'number' &&
  typeof (value as DeviceEmojiSupport).flags === 'boolean';

/**
 * Detected once per device and kept: fonts change only with the system. Browser only, after
 * hydration: the server draws nothing. Windows draws regional-indicator flags as two letters
 * (🇯🇵 as "JP"): the common case. The probes pause between them (see emoji-support.ts).
 */
function* supportSteps(): Generator<void, DeviceEmojiSupport> {
  const stored = readStoredJson(EMOJI_SUPPORT_KEY);
  if (isSupport(stored)) return stored;
  const maxVersion = yield* supportedEmojiVersionSteps();
  yield;
  const support = { maxVersion, flags: drawsInColourOnCanvas('🇯🇵') };
  // Infinity (nothing could be told) is not JSON: stored as a large number.
  writeStoredJson(EMOJI_SUPPORT_KEY, { ...support, maxVersion: Number.isFinite(support.maxVersion) ? support.maxVersion : 999 });
  return support;
}

/** At once, for the details dialog and the kitchen: they come after an interaction, when the detection has usually been kept. */
export const deviceEmojiSupport = (): DeviceEmojiSupport => runSteps(supportSteps());

/**
 * One probe per task, for a page that has just loaded: all at once they took one task of 100-130 ms
 * under Lighthouse's 4x CPU slowdown (Chromium trace of an emoji page, load average 5).
 */
export const detectEmojiSupport = (): Promise<DeviceEmojiSupport> => runStepsInTasks(supportSteps());

/** Whether the device draws every emoji, flags included: then nothing needs the artwork. */
export const drawsEverything = (support: DeviceEmojiSupport): boolean => support.flags && support.maxVersion >= LATEST_EMOJI_VERSION;
