import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../emoji/types.ts';
import type { PanelMode } from '../../hooks/preferences.ts';
import type { CategoryLists } from './catalog-types.ts';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';

interface AllCategoriesProps {
  lists: CategoryLists;
  covered: boolean;
  onActivate(item: ShownEmoji): void;
  /** every emoji links to its page, in either mode: crawlable (EmojiGrid's `links`) */
  links: PanelMode;
}

/**
 * index_v1's catalogue: every category on one page, with a jump list; covered and inert while a
 * search shows above. Memoized: the 1,914 links render again only when their lists change.
 */
export const AllCategories = memo(function AllCategories({ lists, covered, onActivate, links }: AllCategoriesProps) {
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
            <EmojiGrid items={lists(i)} label={t(`categories.${key}`)} onActivate={onActivate} links={links} />
            <a className="back-to-top" href="#main">
              {t('index_v1.backToTop')}
            </a>
          </section>
        ))}
      </div>
    </div>
  );
});
