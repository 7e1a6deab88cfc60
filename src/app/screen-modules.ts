import type { Screen } from './routes.ts';

/**
 * The file of each screen's chunk, as Vite's manifest names it. The only list: screens.tsx loads
 * them through a glob over `*-screen.tsx`, the prerender preloads them and inlines their styles.
 */
export const SCREEN_MODULES: Readonly<Record<Screen, string>> = {
  home: 'src/features/home/home-screen.tsx',
  index_v1: 'src/features/catalog/index-v1-screen.tsx',
  optimizer: 'src/features/optimizer/optimizer-screen.tsx',
  feedback: 'src/features/feedback/feedback-screen.tsx',
};

export const EMOJI_PAGE_MODULE = 'src/features/emoji-page/emoji-page-screen.tsx';

/** The error view's chunk (deferred-error-view.tsx), which the 404 pages preload. */
export const ERROR_VIEW_MODULE = 'src/app/error-view.tsx';
