import { usePage, type Page } from './page-context.tsx';
import type { EmojiPageProps } from '../features/emoji-page/emoji-page-screen.tsx';
import { use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { laterMessagesLoading } from '../i18n/messages.ts';
import type { Screen } from './routes.ts';

/** Each screen is its own chunk, so home never downloads the feedback board or the optimizer. */
const loaders: Record<Screen, () => Promise<{ default: ComponentType }>> = {
  home: () => import('./home-screen.tsx'),
  index_v1: () => import('../features/catalog/index-v1-screen.tsx'),
  optimizer: () => import('../features/optimizer/optimizer-screen.tsx'),
  feedback: () => import('../features/feedback/feedback-screen.tsx'),
};

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
    promise = loaders[screen]().then((module) => {
      loaded.set(screen, module.default);
      return module.default;
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

const loadEmojiPageModule = () => import('../features/emoji-page/emoji-page-screen.tsx');
type EmojiPageComponent = ComponentType<EmojiPageProps>;
let emojiPageComponent: EmojiPageComponent | null = null;
let emojiPageLoading: Promise<EmojiPageComponent> | null = null;

/** The emoji page is a chunk of its own too; loaded before hydration like a screen's. */
export function loadEmojiPage(): Promise<EmojiPageComponent> {
  emojiPageLoading ??= loadEmojiPageModule().then((module) => (emojiPageComponent = module.default));
  return emojiPageLoading;
}

/** The feature reads the page from its props: features never import the app's page context. */
export function EmojiPageView() {
  useLaterStrings(true);
  const Component = emojiPageComponent ?? use(loadEmojiPage());
  const { lang, prefixed, emoji, emojiOffline } = usePage();
  return <Component lang={lang} prefixed={prefixed} slug={emoji ?? null} offline={emojiOffline ?? false} />;
}
