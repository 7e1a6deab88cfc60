import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkinTone } from '../../emoji/types.ts';
import { type PanelMode, usePreferences } from '../../hooks/preferences.ts';
import { useEmojiData } from '../../hooks/use-emoji-data.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { isAppShell } from '../../platform/app-shell.ts';
import { copyText } from '../../platform/clipboard.ts';
import { useToast } from '../../ui/toast.tsx';
import type { CategoryLists } from './catalog-types.ts';
import { categoryLists } from './category-lists.ts';
import type { ShownEmoji } from './emoji-grid.tsx';
import { FavoritesPanel } from './favorites-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { type InitialEmoji, InitialEmojiScript, initialFromData, readInitialEmoji } from './initial-emoji.tsx';
import { PanelModeSwitch } from './panel-mode-switch.tsx';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';
import { showEmoji } from './show-emoji.ts';
import { SkinTonePicker } from './skin-tone-picker.tsx';
import { useCatalogSearch } from './use-catalog-search.ts';
import './catalog.css';

// Only a click opens it: its chunk stays out of the page's first load (home budget, bench/cold-load.ts).
const EmojiDetails = lazy(() => import('./emoji-details.tsx').then(({ EmojiDetails }) => ({ default: EmojiDetails })));

const TONES: SkinTone[] = [0, 1, 2, 3, 4, 5];

/** What the categories under the search show and need; each screen draws them its own way. */
export interface CategoriesView {
  lists: CategoryLists;
  /** a search shows above */
  covered: boolean;
  /** the data file has not arrived: only the first category (embedded in the page) can be shown */
  waiting: boolean;
  /** fetches the data file at once */
  onNeedData(): void;
  onActivate(item: ShownEmoji): void;
  panelMode: PanelMode;
}

interface CatalogProps {
  layout: 'tabs' | 'all';
  /**
   * Draws the categories: home's tabs (category-tabs.tsx), index_v1's every category on one page
   * (all-categories.tsx). Passed in by the screen, so each view is in its screen's chunk only, not
   * in the catalogue's that both load (index_v1's was 0.15 KiB gzip of home's first load, home
   * budget, bench/cold-load.ts).
   */
  categories(view: CategoriesView): ReactNode;
}

/**
 * The emoji catalogue shared by home (categories as tabs) and index_v1 (every category on one
 * page): search, copy or details on click, skin tone, favourites and recently used.
 */
export function Catalog({ layout, categories }: CatalogProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const toast = useToast();
  // The app shell has no prerendered first category to show meanwhile: it wants the data at once.
  const data = useEmojiData(lang, layout === 'all' || isAppShell() ? 'now' : 'idle');
  const { tone, panelMode, load, setTone, setPanelMode, remember } = usePreferences();
  const [initial] = useState<InitialEmoji[] | null>(() => (data.emoji ? initialFromData(data.emoji) : readInitialEmoji()));
  const [details, setDetails] = useState<string | null>(null);

  const emoji = data.emoji;
  const byHexcode = useMemo(() => new Map((emoji ?? []).map((e) => [e.hexcode, e])), [emoji]);
  const search = useCatalogSearch({ lang, emoji, tone, requestData: data.request });

  // Stored preferences are read after hydration, so the first render equals the prerendered
  // HTML. `load` is a zustand action, stable: this runs once.
  useEffect(() => {
    load();
  }, [load]);

  const copy = async (text: string, baseHexcode: string | null) => {
    const focused = document.activeElement as HTMLElement | null;
    const copied = await copyText(text);
    focused?.focus();
    if (copied && baseHexcode) remember(baseHexcode);
    toast(copied ? t('toast.copied') : t('toast.copyFailed'), copied ? 'success' : 'error');
  };

  const activateLatest = useRef<(item: ShownEmoji) => void>(() => {});
  // Stable for the memoized grids; always runs the latest render's `activate`.
  const onActivate = useCallback((item: ShownEmoji) => activateLatest.current(item), []);
  const activate = (item: ShownEmoji) => {
    if (panelMode === 'copy') {
      void copy(item.emoji, item.baseHexcode);
    } else {
      data.request();
      setDetails(item.baseHexcode);
    }
  };
  activateLatest.current = activate;

  // In detail mode the cells that show an emoji to look up (results, history, favourites) link to its page.
  const pageLinks = panelMode === 'detail' ? panelMode : undefined;
  const searching = search.shownQuery !== '';

  // Built on demand and kept while typing: the covered grids below then skip re-rendering.
  const lists = useMemo(() => categoryLists(emoji, initial, tone), [emoji, initial, tone]);

  const detailEmoji = details ? byHexcode.get(details) : undefined;

  // Every keystroke renders the catalogue again. What does not change with the query is memoized
  // (the controls, the panels, the categories, the embedded list), and a grid's cells are plain
  // elements (emojiGlyph): the input event's script on /en went from 7.2 to 6.4 ms on a query's
  // first key (200 results) and from 4.7 to 4.0 ms on the later ones (medians of 45 and 150 keys,
  // 4 runs each). Style and layout, about as long on a first key, are the cells' own.
  return (
    <div className={`catalog catalog-${layout}`}>
      {layout === 'tabs' && initial && <InitialEmojiScript items={initial} />}
      <div className="catalog-toolbar">
        <SearchField query={search.query} onQuery={search.onQuery} onFocus={search.wantSearch} />
        <div className="catalog-controls">
          <PanelModeSwitch mode={panelMode} onChange={setPanelMode} />
          <SkinTonePicker tones={TONES} tone={tone} onChange={setTone} />
        </div>
      </div>

      <FavoritesPanel byHexcode={byHexcode} tone={tone} onActivate={onActivate} onNeedData={data.request} links={pageLinks} />
      <HistoryPanel byHexcode={byHexcode} tone={tone} onActivate={onActivate} onNeedData={data.request} links={pageLinks} />

      <SearchResults query={search.shownQuery} results={search.results} failed={data.status === 'error'} onActivate={onActivate} links={pageLinks} />
      {categories({ lists, covered: searching, waiting: !emoji, onNeedData: data.request, onActivate, panelMode })}

      {detailEmoji && (
        <Suspense fallback={null}>
          <EmojiDetails
            emoji={detailEmoji}
            shown={showEmoji(detailEmoji, tone)}
            english={lang === 'en'}
            onCopy={(text, rememberIt) => void copy(text, rememberIt ? detailEmoji.hexcode : null)}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
