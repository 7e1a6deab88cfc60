import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelMode } from '../../hooks/preferences.ts';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';

interface SearchResultsProps {
  /** the trimmed query; nothing is drawn without one */
  query: string;
  /** every result, null while the search cannot answer yet */
  results: ShownEmoji[] | null;
  /** the data file could not be loaded */
  failed: boolean;
  onActivate(item: ShownEmoji): void;
  /** EmojiGrid's `links`: set in detail mode */
  links: PanelMode | undefined;
}

/** The results of a search, its empty state, or why it cannot answer yet. */
export function SearchResults({ query, results, failed, onActivate, links }: SearchResultsProps) {
  const { t } = useTranslation();
  // Rendered on every keystroke: i18next's t() costs 15-50 µs a call (see search-field.tsx).
  const label = useMemo(() => t('search.label'), [t]);
  const count = results?.length ?? 0;
  const countText = useMemo(() => t('search.results', { count }), [t, count]);
  if (results) {
    return (
      <section className="search-results" aria-live="polite" aria-label={countText}>
        <p className="results-count">{countText}</p>
        {results.length > 0 ? (
          <EmojiGrid
            items={results}
            label={label}
            onActivate={onActivate}
            testId="emoji-grid"
            links={links}
            // The cells that fill a screen at their smallest (3rem and a gap, catalog.css): 126 on a
            // phone (390x844), the rest wait for a pause in typing; a desktop window holds all 200.
            firstCells={Math.trunc(innerWidth / 50) * Math.trunc(innerHeight / 50 + 2)}
          />
        ) : (
          <div className="empty-state">
            <p>{t('search.empty', { query })}</p>
            <p className="hint">{t('search.emptyHint')}</p>
          </div>
        )}
      </section>
    );
  }
  if (!query) return null;
  // Offline before this language's data was kept: say why search cannot answer, not "0 results".
  if (failed) {
    return (
      <p className="empty-state" role="status" data-testid="search-unavailable">
        {t('search.dataUnavailable')}
      </p>
    );
  }
  return (
    <p className="catalog-loading" aria-busy="true">
      {countText}
    </p>
  );
}
