/** The prerender's own figures, written by scripts/build/prerender.ts and read by the bench (bench/emoji-pages.ts). */
import { join } from 'node:path';
import { ROOT } from '../lib/env.ts';

export const PRERENDER_STATS = join(ROOT, '.cache', 'prerender-stats.json');

export interface PrerenderStats {
  emojiPages: number;
  emojiSeconds: number;
  prerenderSeconds: number;
  /** from the data step's first file to the end of the prerender */
  buildSeconds: number;
}
