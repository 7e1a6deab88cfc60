/**
 * The newest emoji version this device draws. An unsupported emoji renders as an empty box
 * (monochrome, while a drawn emoji has colour) or, for a ZWJ sequence, as its pieces side by side
 * (wider than one emoji). One probe per version,
 * newest first, the first that draws in colour wins. Most probes take well under 1 ms, but the
 * first use of the emoji font (2-6 ms) and the search of the system's fonts for a character the
 * emoji font lacks (5-12 ms, each) do not (measured in this project's Chromium, load average 5):
 * the probes can be run one task each (runStepsInTasks).
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

function emojiCanvas(): CanvasRenderingContext2D | null {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.canvas.width = context.canvas.height = 32;
  context.textBaseline = 'top';
  context.font = '24px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
  return context;
}

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
 * canvas cannot tell (no 2D context, or no colour emoji font at all: see supportedEmojiVersionSteps).
 */
export function drawsInColourOnCanvas(emoji: string): boolean {
  const context = emojiCanvas();
  if (!context) return true;
  const singleWidth = context.measureText('😀').width;
  if (!drawsInColour(context, '😀', singleWidth)) return true;
  return drawsInColour(context, emoji, singleWidth);
}

/**
 * The newest emoji version this device draws (Infinity: show everything), probing one version
 * after each pause (yield): run by runSteps or runStepsInTasks (src/emoji/run-steps.ts).
 */
export function* supportedEmojiVersionSteps(): Generator<void, number> {
  const context = emojiCanvas();
  if (!context) return Infinity;
  const singleWidth = context.measureText('😀').width;
  for (const probe of PROBES) {
    yield;
    if (drawsInColour(context, probe[1], singleWidth)) return probe === PROBES[0] ? Infinity : probe[0];
  }
  return Infinity;
}
