import { type ComponentType, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmojiPageProps } from '../features/emoji-page/emoji-page-screen.tsx';
import { laterMessagesLoading } from '../i18n/messages.ts';
import { type Page, usePage } from './page-context.tsx';
import type { Screen } from './routes.ts';
import { EMOJI_PAGE_MODULE, SCREEN_MODULES } from './screen-modules.ts';

/**
 * Each screen is its own chunk, so home never downloads the feedback board or the optimizer: Vite
 * makes one of every file the pattern matches, and SCREEN_MODULES says which is whose.
 */
const screenChunks = import.meta.glob<{ default: unknown }>('/src/**/*-screen.tsx');
const loadChunk = async <T,>(module: string): Promise<T> => (await screenChunks[`/${module}`]!()).default as T;

/** Screens that show the strings of src/i18n/message-parts.ts's later groups, as the emoji pages do. */
const SCREENS_WITH_LATER_STRINGS: readonly Screen[] = ['optimizer', 'feedback'];

/** Whether a page loads its language's whole file before hydrating, rather than the first part. */
export const needsLaterStrings = (page: Page): boolean =>
  page.emoji !== undefined || page.emojiOffline === true || (page.screen !== null && SCREENS_WITH_LATER_STRINGS.includes(page.screen));

/** Suspends until the later strings are in, after a client-side navigation from a page without them. */
function useLaterStrings(wanted: boolean): void {
  const { i18n } = useTranslation();
  const adding = wanted ? laterMessagesLoading(i18n) : null;
  if (adding) use(adding);
}

/** Screens whose prerendered HTML holds every emoji: they hydrate once the language's data is in. */
export const SCREENS_WITH_FULL_DATA: readonly Screen[] = ['index_v1'];

const loaded = new Map<Screen, ComponentType>();
const loading = new Map<Screen, Promise<ComponentType>>();

/** Loads a screen's chunk once; awaited before hydration so the first render matches the HTML. */
export function loadScreen(screen: Screen): Promise<ComponentType> {
  let promise = loading.get(screen);
  if (!promise) {
    promise = loadChunk<ComponentType>(SCREEN_MODULES[screen]).then((component) => {
      loaded.set(screen, component);
      return component;
    });
    loading.set(screen, promise);
  }
  return promise;
}

/** Renders a screen: synchronously when its chunk is in, else suspends (client navigation). */
export function ScreenView({ screen }: { screen: Screen }) {
  const component = loaded.get(screen);
  // Both start at once: the chunk's download does not wait for the strings'.
  const chunk = component ? null : loadScreen(screen);
  useLaterStrings(SCREENS_WITH_LATER_STRINGS.includes(screen));
  const Component = component ?? use(chunk!);
  return <Component />;
}

type EmojiPageComponent = ComponentType<EmojiPageProps>;
let emojiPageComponent: EmojiPageComponent | null = null;
let emojiPageLoading: Promise<EmojiPageComponent> | null = null;

/** The emoji page is a chunk of its own too; loaded before hydration like a screen's. */
export function loadEmojiPage(): Promise<EmojiPageComponent> {
  emojiPageLoading ??= loadChunk<EmojiPageComponent>(EMOJI_PAGE_MODULE).then((component) => (emojiPageComponent = component));
  return emojiPageLoading;
}

/** The feature reads the page from its props: features never import the app's page context. */
export function EmojiPageView() {
  useLaterStrings(true);
  const Component = emojiPageComponent ?? use(loadEmojiPage());
  const { lang, prefixed, emoji, emojiOffline } = usePage();
  return <Component lang={lang} prefixed={prefixed} slug={emoji ?? null} offline={emojiOffline ?? false} />;
}
