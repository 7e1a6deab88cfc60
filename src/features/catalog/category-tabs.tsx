import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../emoji/types.ts';
import { useScrollHint } from '../../ui/use-scroll-hint.ts';
import { readLinkedCategory } from './catalog-params.ts';
import type { CategoryLists } from './catalog-types.ts';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';

interface CategoryTabsProps {
  lists: CategoryLists;
  /** a search shows above: the tabs stay mounted but are covered and inert */
  covered: boolean;
  /** the data file has not arrived: only the first category (embedded in the page) can be shown */
  waiting: boolean;
  /** fetches the data file at once */
  onNeedData(): void;
  onActivate(item: ShownEmoji): void;
}

/** The panel of the chosen category; the prerendered page's shows the first (initial-emoji.tsx reads it). */
export const CATEGORY_PANEL_ID = 'category-panel';

/**
 * Home's categories as tabs (arrow keys move between them), one panel showing the chosen one.
 * A link's ?category= picks the tab after hydration, so the first render equals the prerendered HTML.
 * Memoized: while a visitor types, it renders again only when a search starts or ends (catalog.tsx).
 */
export const CategoryTabs = memo(function CategoryTabs({ lists, covered, waiting, onNeedData, onActivate }: CategoryTabsProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(0);
  const tabStrip = useScrollHint<HTMLDivElement>();

  const select = (index: number) => {
    setCategory(index);
    onNeedData();
  };

  // onNeedData is stable (a useCallback): this runs once, after hydration.
  useEffect(() => {
    const linked = readLinkedCategory();
    if (linked > 0) {
      setCategory(linked);
      onNeedData();
    }
  }, [onNeedData]);

  return (
    // While a search shows, the categories stay mounted but covered (content-visibility: hidden
    // keeps their layout), so clearing the query does not rebuild hundreds of buttons.
    <div className={covered ? 'categories covered' : 'categories'} inert={covered}>
      <div ref={tabStrip} role="tablist" aria-label={t('categories.label')} className="category-tabs scroll-hint" data-testid="category-tabs">
        {CATEGORIES.map((key, i) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={i === category}
            aria-controls={CATEGORY_PANEL_ID}
            tabIndex={i === category ? 0 : -1}
            data-category={key}
            onClick={() => select(i)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = (i + step + CATEGORIES.length) % CATEGORIES.length;
              select(next);
              document.getElementById(`tab-${CATEGORIES[next]}`)?.focus();
            }}
          >
            {t(`categories.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={CATEGORY_PANEL_ID} aria-labelledby={`tab-${CATEGORIES[category]}`} className="category-panel">
        <EmojiGrid
          items={lists(category)}
          label={t(`categories.${CATEGORIES[category]!}`)}
          onActivate={onActivate}
          testId={covered ? undefined : 'emoji-grid'}
        />
        {waiting && category > 0 && <p className="catalog-loading" aria-busy="true" />}
      </div>
    </div>
  );
});
