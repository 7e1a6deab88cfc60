import { Suspense, lazy, memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { loadChineseTags, wantsChineseTags, withChineseTags } from '../../emoji/chinese-tags.ts';
import { withSkinTone } from '../../emoji/skin-tone.ts';
import { slugOf } from '../../emoji/slug.ts';
import { CATEGORIES, type Emoji, type SkinTone } from '../../emoji/types.ts';
import { useEmojiData } from '../../hooks/use-emoji-data.ts';
import { isAppShell } from '../../platform/app-shell.ts';
import { useSearchModule } from '../../hooks/use-search-module.ts';
import { copyText } from '../../platform/clipboard.ts';
import { useScrollHint } from '../../ui/use-scroll-hint.ts';
import { useToast } from '../../ui/toast.tsx';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';
import { FavoritesPanel } from './favorites-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { InitialEmojiScript, initialFromData, readInitialEmoji, toShown, type InitialEmoji } from './initial-emoji.tsx';
import { usePreferences, type PanelMode } from '../../hooks/preferences.ts';
import { SkinTonePicker } from './skin-tone-picker.tsx';
import './catalog.css';

// Only a click opens it: its chunk stays out of the page's first load (home budget, scripts/bench-cold-load.ts).
const EmojiDetails = lazy(() => import('./emoji-details.tsx').then(({ EmojiDetails }) => ({ default: EmojiDetails })));

const SEARCH_PARAM = 'q';
/** ?category={emojibase group key} opens that tab: emoji pages link back to their category this way. */
const CATEGORY_PARAM = 'category';
/**
 * Results painted in the keystroke's own frame: four rows on a phone, about what shows above
 * the on-screen keyboard. The rest are rendered once that frame has been painted, in a
 * transition the next keystroke interrupts, so a one-letter query with 200 hits costs the frame
 * no more than a precise one (on this project's 2-core test machine: median keystroke-to-paint
 * 17-19 ms with 120 or 48 first results, 14-17 ms with 24).
 */
const FIRST_RESULTS = 24;
const TONES: SkinTone[] = [0, 1, 2, 3, 4, 5];

function show(emoji: Emoji, tone: SkinTone): ShownEmoji {
  const toned = withSkinTone(emoji, tone);
  return { emoji: toned.emoji, hexcode: toned.hexcode, label: emoji.label, baseHexcode: emoji.hexcode, version: emoji.version, slug: slugOf(emoji) };
}

/** Replaces one query parameter without a navigation, keeping the others (?mix= of the kitchen). */
function writeSearchParam(value: string) {
  const url = new URL(location.href);
  if (value) url.searchParams.set(SEARCH_PARAM, value);
  else url.searchParams.delete(SEARCH_PARAM);
  history.replaceState(history.state, '', url);
}

/**
 * The emoji catalogue shared by home (categories as tabs) and index_v1 (every category on one
 * page): search, copy or details on click, skin tone, recently used.
 */
export function Catalog({ layout }: { layout: 'tabs' | 'all' }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const toast = useToast();
  // The app shell has no prerendered first category to show meanwhile: it wants the data at once.
  const data = useEmojiData(lang, layout === 'all' || isAppShell() ? 'now' : 'idle');
  const { tone, panelMode, load, setTone, setPanelMode, remember } = usePreferences();
  const [initial] = useState<InitialEmoji[] | null>(() => (data.emoji ? initialFromData(data.emoji) : readInitialEmoji()));
  const [category, setCategory] = useState(0);
  const [query, setQuery] = useState('');
  const [details, setDetails] = useState<string | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const tabStrip = useScrollHint<HTMLDivElement>();

  const emoji = data.emoji;
  const byHexcode = useMemo(() => new Map((emoji ?? []).map((e) => [e.hexcode, e])), [emoji]);
  // The index takes ~10-30 ms to build (more on a phone): built on the first sign of a search
  // (focus, a typed or shared query), not when the data arrives at idle time.
  const [searchWanted, setSearchWanted] = useState(false);
  const [chineseTags, setChineseTags] = useState<string[][] | null>(null);
  // Every emoji is searched and shown: one the device cannot draw shows its artwork (EmojiGrid).
  const searchable = useMemo(() => (emoji && chineseTags ? withChineseTags(emoji, chineseTags) : emoji), [emoji, chineseTags]);
  const search = useSearchModule(searchWanted);
  const index = useMemo(() => (search && searchable && searchWanted ? search.createSearchIndex(searchable) : null), [search, searchable, searchWanted]);

  // Stored preferences and the shared query are read after hydration,
  // so the first render equals the prerendered HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration; `layout` is fixed for a screen's life.
  useEffect(() => {
    load();
    const params = new URLSearchParams(location.search);
    const shared = params.get(SEARCH_PARAM);
    if (shared) {
      setQuery(shared);
      setSearchWanted(true);
      data.request();
    }
    const linked = CATEGORIES.indexOf(params.get(CATEGORY_PARAM) as (typeof CATEGORIES)[number]);
    if (layout === 'tabs' && linked > 0) {
      setCategory(linked);
      data.request();
    }
    const focusSearch = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && !target.isContentEditable) {
        event.preventDefault();
        searchInput.current?.focus();
      }
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
    // Both are stable (a zustand action, a useCallback): this runs once, after hydration.
  }, [load, data.request]);

  const wantSearch = () => {
    setSearchWanted(true);
    data.request();
  };

  const onQuery = (value: string) => {
    setQuery(value);
    setSearchWanted(true);
    writeSearchParam(value);
    data.request();
  };

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
  const trimmed = query.trim();
  const searching = trimmed !== '';
  const needChineseTags = !chineseTags && wantsChineseTags(lang, trimmed);
  useEffect(() => {
    // Without the file (offline before it was cached) the Chinese labels in the page's own data still answer.
    if (needChineseTags) loadChineseTags().then((rows) => startTransition(() => setChineseTags(rows)), () => {});
  }, [needChineseTags]);
  const results = useMemo(
    () => (search && index && trimmed ? search.searchEmoji(index, trimmed).map((e) => show(e, tone)) : null),
    [search, index, trimmed, tone],
  );
  const [completeResults, setCompleteResults] = useState<ShownEmoji[] | null>(null);
  useEffect(() => {
    if (!results || results.length <= FIRST_RESULTS) return;
    let afterPaint = 0;
    // A timeout queued from requestAnimationFrame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(() => startTransition(() => setCompleteResults(results)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, [results]);

  // One list per category, kept while typing: the covered grids below then skip re-rendering.
  const categoryLists = useMemo(
    () =>
      CATEGORIES.map((key, i): ShownEmoji[] => {
        if (emoji) return emoji.filter((e) => e.category === key).map((e) => show(e, tone));
        // Before the data file arrives only the first category (embedded in the page) can be shown.
        return i === 0 && initial ? initial.map(toShown) : [];
      }),
    [emoji, initial, tone],
  );

  const detailEmoji = details ? byHexcode.get(details) : undefined;

  return (
    <div className={`catalog catalog-${layout}`}>
      {layout === 'tabs' && initial && <InitialEmojiScript items={initial} />}
      <div className="catalog-toolbar">
        <label className="search-field">
          <span className="visually-hidden">{t('search.label')}</span>
          <input
            ref={searchInput}
            type="search"
            data-testid="search-input"
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(event) => onQuery(event.target.value)}
            onFocus={wantSearch}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby="search-shortcut"
          />
          <span id="search-shortcut" className="visually-hidden">
            {t('search.shortcut')}
          </span>
        </label>
        <div className="catalog-controls">
          <div className="panel-mode" role="group" aria-label={t('panel.label')}>
            {(['copy', 'detail'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                data-testid={`panel-mode-${mode}`}
                aria-pressed={panelMode === mode}
                onClick={() => setPanelMode(mode)}
              >
                {t(`panel.${mode}`)}
              </button>
            ))}
          </div>
          <SkinTonePicker tones={TONES} tone={tone} onChange={setTone} />
        </div>
      </div>

      <FavoritesPanel byHexcode={byHexcode} tone={tone} onActivate={onActivate} onNeedData={data.request} show={show} links={pageLinks} />
      <HistoryPanel byHexcode={byHexcode} tone={tone} onActivate={onActivate} onNeedData={data.request} show={show} links={pageLinks} />

      {results ? (
        <section className="search-results" aria-live="polite" aria-label={t('search.results', { count: results.length })}>
          <p className="results-count">{t('search.results', { count: results.length })}</p>
          {results.length > 0 ? (
            <EmojiGrid
              items={completeResults === results ? results : results.slice(0, FIRST_RESULTS)}
              label={t('search.label')}
              onActivate={onActivate}
              testId="emoji-grid"
              links={pageLinks}
            />
          ) : (
            <div className="empty-state">
              <p>{t('search.empty', { query: trimmed })}</p>
              <p className="hint">{t('search.emptyHint')}</p>
            </div>
          )}
        </section>
      ) : searching && data.status === 'error' ? (
        // Offline before this language's data was kept: say why search cannot answer, not "0 results".
        <p className="empty-state" role="status" data-testid="search-unavailable">
          {t('search.dataUnavailable')}
        </p>
      ) : (
        searching && (
          <p className="catalog-loading" aria-busy="true">
            {t('search.results', { count: 0 })}
          </p>
        )
      )}
      {/* While a search shows, the categories stay mounted but covered (content-visibility:
          hidden keeps their layout), so clearing the query does not rebuild hundreds of buttons. */}
      {layout === 'tabs' ? (
        <div className={searching ? 'categories covered' : 'categories'} inert={searching}>
          <div ref={tabStrip} role="tablist" aria-label={t('categories.label')} className="category-tabs scroll-hint" data-testid="category-tabs">
            {CATEGORIES.map((key, i) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`tab-${key}`}
                aria-selected={i === category}
                aria-controls="category-panel"
                tabIndex={i === category ? 0 : -1}
                data-category={key}
                onClick={() => {
                  setCategory(i);
                  data.request();
                }}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = (i + step + CATEGORIES.length) % CATEGORIES.length;
                  setCategory(next);
                  data.request();
                  document.getElementById(`tab-${CATEGORIES[next]}`)?.focus();
                }}
              >
                {t(`categories.${key}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="category-panel" aria-labelledby={`tab-${CATEGORIES[category]}`} className="category-panel">
            <EmojiGrid
              items={categoryLists[category]!}
              label={t(`categories.${CATEGORIES[category]!}`)}
              onActivate={onActivate}
              testId={searching ? undefined : 'emoji-grid'}
            />
            {!emoji && category > 0 && <p className="catalog-loading" aria-busy="true" />}
          </div>
        </div>
      ) : (
        <AllCategories lists={categoryLists} covered={searching} onActivate={onActivate} links={panelMode} />
      )}

      {detailEmoji && (
        <Suspense fallback={null}>
          <EmojiDetails
            emoji={detailEmoji}
            shown={show(detailEmoji, tone)}
            english={lang === 'en'}
            onCopy={(text, rememberIt) => void copy(text, rememberIt ? detailEmoji.hexcode : null)}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

interface AllCategoriesProps {
  lists: ShownEmoji[][];
  covered: boolean;
  onActivate(item: ShownEmoji): void;
  /** every emoji links to its page, in either mode: crawlable (EmojiGrid's `links`) */
  links: PanelMode;
}

/** Memoized: the 1,914 buttons of index_v1 render again only when their lists change. */
const AllCategories = memo(function AllCategories({ lists, covered, onActivate, links }: AllCategoriesProps) {
  const { t } = useTranslation();
  return (
    <div className={covered ? 'categories covered' : 'categories'} inert={covered}>
      <nav className="jump-list" aria-label={t('index_v1.jumpTo')}>
        <ul>
          {CATEGORIES.map((key) => (
            <li key={key}>
              <a href={`#${key}`}>{t(`categories.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div data-testid={covered ? undefined : 'emoji-grid'}>
        {CATEGORIES.map((key, i) => (
          <section key={key} id={key} className="category-section" aria-labelledby={`heading-${key}`}>
            <h2 id={`heading-${key}`}>{t(`categories.${key}`)}</h2>
            <EmojiGrid items={lists[i]!} label={t(`categories.${key}`)} onActivate={onActivate} links={links} />
            <a className="back-to-top" href="#main">
              {t('index_v1.backToTop')}
            </a>
          </section>
        ))}
      </div>
    </div>
  );
});
