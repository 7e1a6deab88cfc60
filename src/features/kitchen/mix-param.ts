/** The kitchen's state in the home URL (docs/CONTRACT.md): ?mix={left}_{right}, lowercase emojibase hexcodes. */
export const MIX_PARAM = 'mix';

/** The two sides, each an emoji's kitchen hexcode or null when not chosen. */
export interface MixChoice {
  left: string | null;
  right: string | null;
}

export const NO_CHOICE: MixChoice = { left: null, right: null };

/** Lowercase hex code points joined by "-". */
const KITCHEN_HEXCODE = /^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6})*$/;

const side = (value: string | undefined) => {
  const hexcode = value?.toLowerCase();
  return hexcode && KITCHEN_HEXCODE.test(hexcode) ? hexcode : null;
};

/**
 * Reads ?mix= from a query string. A side already chosen alone is written with the other side
 * empty ("1f600_", "_1f525"); anything malformed reads as not chosen. Whether an emoji is in the
 * kitchen is for the caller to check.
 */
export function readMixParam(search: string): MixChoice {
  const value = new URLSearchParams(search).get(MIX_PARAM);
  if (!value) return NO_CHOICE;
  const [left, right, ...rest] = value.split('_');
  if (rest.length) return NO_CHOICE;
  return { left: side(left), right: side(right) };
}

/** The ?mix= value of a choice, or null when nothing is chosen. */
export function mixParamValue({ left, right }: MixChoice): string | null {
  return left || right ? `${left ?? ''}_${right ?? ''}` : null;
}

/**
 * Puts a choice in the address bar without a navigation (nothing to reload, no history entry per
 * pick), keeping the other parameters (?q= of the search) and the router's history state.
 */
export function writeMixParam(choice: MixChoice): void {
  const url = new URL(location.href);
  const value = mixParamValue(choice);
  if (value) url.searchParams.set(MIX_PARAM, value);
  else url.searchParams.delete(MIX_PARAM);
  history.replaceState(history.state, '', url);
}
