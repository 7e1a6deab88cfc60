/**
 * Hostile input for the optimizer: 5,000 characters (graphemes, as the input limit counts them) of
 * what no writer types but anyone can paste. Each once froze the engine: '가' × 5,000 took 40 s
 * (a cubic search of every prefix and substring), Han characters with combining marks 0.6 s (the
 * word segmenter's quadratic cost over the whole text). `npm run bench` times them in every
 * language and mode (bench/optimizer.ts); tests/unit/scripts/lib/optimizer-adversarial.test.ts checks
 * they finish at all.
 */
export const ADVERSARIAL_GRAPHEMES = 5_000;

/** Eight combining marks above and below: what zalgo text stacks on each letter. */
const ZALGO_MARKS = '\u0301\u0316\u0324\u0353\u0337\u0362\u0489\u033F';
/** Zero-width and bidirectional controls around the letters of a word. */
const INVISIBLES = ['\u200B', '\u202E', 'c', '\u2066', 'a', '\u200D', 't', '\uFEFF', '\u2069', '\u202C'];
const MIXED = ['가', 'あ', '猫', 'a', 'Ж', 'ア', 'é', '😀', '1', '雨'];

const cycle = (units: readonly string[]) => Array.from({ length: ADVERSARIAL_GRAPHEMES }, (_, i) => units[i % units.length]!).join('');

export const ADVERSARIAL_TEXTS: readonly { name: string; text: string }[] = [
  { name: 'one Hangul syllable', text: '가'.repeat(ADVERSARIAL_GRAPHEMES) },
  { name: 'one kana', text: 'あ'.repeat(ADVERSARIAL_GRAPHEMES) },
  { name: 'one Han character', text: '猫'.repeat(ADVERSARIAL_GRAPHEMES) },
  { name: 'Latin letters, no spaces', text: cycle([...'abcdefghijklmnopqrstuvwxyz']) },
  { name: 'family emoji (ZWJ sequence)', text: '👨‍👩‍👧‍👦'.repeat(ADVERSARIAL_GRAPHEMES) },
  { name: 'combining marks (zalgo), Latin', text: cycle([...'zalgo'].map((letter) => letter + ZALGO_MARKS)) },
  { name: 'combining marks (zalgo), Han', text: cycle(['猫', '雨'].map((char) => char + ZALGO_MARKS)) },
  { name: 'mixed scripts', text: cycle(MIXED) },
  { name: 'invisible and bidi characters', text: cycle(INVISIBLES) },
];
