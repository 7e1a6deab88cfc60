/** What this device's fonts draw: the newest emoji version, and whether flags show as flags. */
export interface DeviceEmojiSupport {
  maxVersion: number;
  flags: boolean;
}

/**
 * Whether the device draws an emoji itself; otherwise the open artwork stands in. Apart from the
 * detection (emoji-fallback.ts, canvas probes), so that a grid can ask without loading it.
 */
export function deviceDraws(support: DeviceEmojiSupport, version: number, hexcode: string): boolean {
  if (version > support.maxVersion) return false;
  const regionalFlag = /^1F1[EF][0-9A-F]-1F1[EF][0-9A-F]$/.test(hexcode);
  return support.flags || !regionalFlag;
}
