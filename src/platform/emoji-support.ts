/**
 * The newest emoji version this device draws. An unsupported emoji renders as an empty box
 * (monochrome, while a drawn emoji has colour) or, for a ZWJ sequence, as its pieces side by side
 * (wider than one emoji). One probe per version,
 * newest first, the first that draws in colour wins (about 2 ms in all, measured in Chromium).
 * When not even Emoji 1.0 draws in colour (no colour emoji font, as in some headless browsers)
 * the probe cannot tell, so everything is shown.
 */
/** The newest emoji version in the data, and the first probe. */
export const LATEST_EMOJI_VERSION = 17;

const PROBES: [version: number, emoji: string][] = [
  [LATEST_EMOJI_VERSION, '🫪'],
  [16, '🫩'],
  [15.1, '🐦‍🔥'],
  [15, '🫨'],
  [14, '🫠'],
  [13.1, '😶‍🌫️'],
  [13, '🥲'],
  [12.1, '🧑‍🦰'],
  [12, '🥱'],
  [11, '🥰'],
  [5, '🤩'],
  [4, '👱‍♀️'],
  [3, '🤣'],
  [2, '👋🏻'],
  [1, '😀'],
];

let cached: number | null = null;

function drawsInColour(context: CanvasRenderingContext2D, emoji: string, singleWidth: number): boolean {
  if (context.measureText(emoji).width > singleWidth * 1.5) return false;
  context.clearRect(0, 0, 32, 32);
  context.fillText(emoji, 0, 0);
  const pixels = context.getImageData(0, 0, 32, 32).data;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
    if (a > 0 && (Math.abs(r - g) > 40 || Math.abs(g - b) > 40)) return true;
  }
  return false;
}

/**
 * Whether one emoji draws in colour at the width of one emoji, on a fresh canvas. True when the
 * canvas cannot tell (no 2D context, or no colour emoji font at all: see maxSupportedEmojiVersion).
 */
export function drawsInColourOnCanvas(emoji: string): boolean {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  context.canvas.width = context.canvas.height = 32;
  context.textBaseline = 'top';
  context.font = '24px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
  const singleWidth = context.measureText('😀').width;
  if (!drawsInColour(context, '😀', singleWidth)) return true;
  return drawsInColour(context, emoji, singleWidth);
}

/** Infinity means "show everything". */
export function maxSupportedEmojiVersion(): number {
  if (cached !== null) return cached;
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return (cached = Infinity);
  context.canvas.width = context.canvas.height = 32;
  context.textBaseline = 'top';
  context.font = '24px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
  const singleWidth = context.measureText('😀').width;
  const supported = PROBES.find(([, emoji]) => drawsInColour(context, emoji, singleWidth));
  cached = !supported || supported === PROBES[0] ? Infinity : supported[0];
  return cached;
}
