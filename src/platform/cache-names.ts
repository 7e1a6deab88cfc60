/**
 * Names of the service worker's runtime caches, shared by scripts/build/workbox-options.ts (which configures the
 * routes) and the page (which warms the data cache), so both always mean the same cache.
 */

/** The per-language emoji data files: content-hashed, so cache-first is always correct. */
export const EMOJI_DATA_CACHE = 'emoji-atlas-data-v1';

/** Emoji Kitchen's pair tables (assets/kitchen-shard-{n}-{hash}.json): content-hashed, ~5 KB each. */
export const KITCHEN_DATA_CACHE = 'emoji-atlas-kitchen-data-v1';

/** Emoji Kitchen stickers from gstatic: immutable images, kept for a month. */
export const KITCHEN_STICKER_CACHE = 'emoji-atlas-kitchen-v1';

/** Emoji pages a visitor opened (too many to precache): the newest 200 are kept for offline use. */
export const EMOJI_PAGE_CACHE = 'emoji-atlas-emoji-pages-v1';

/** The open artwork (/art/{set}/{hexcode}.svg) shown where the device cannot draw an emoji, and on emoji pages. */
export const ARTWORK_CACHE = 'emoji-atlas-artwork-v1';
