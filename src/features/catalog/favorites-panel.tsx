import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji, SkinTone } from '../../emoji/types.ts';
import { type PanelMode, usePreferences } from '../../hooks/preferences.ts';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';
import { showEmoji } from './show-emoji.ts';

interface FavoritesPanelProps {
  byHexcode: Map<string, Emoji>;
  tone: SkinTone;
  onActivate(item: ShownEmoji): void;
  onNeedData(): void;
  /** EmojiGrid's `links`: set in detail mode */
  links: PanelMode | undefined;
}

/**
 * The starred emoji (FavoriteToggle), latest first, in the current skin tone, above the recent
 * ones. Shown only when there are some: the prerendered page has none, so it appears after
 * hydration without a mismatch. Memoized: unchanged while a visitor types (catalog.tsx).
 */
export const FavoritesPanel = memo(function FavoritesPanel({ byHexcode, tone, onActivate, onNeedData, links }: FavoritesPanelProps) {
  const { t } = useTranslation();
  const { favorites, loaded } = usePreferences();
  const needsData = loaded && favorites.length > 0 && byHexcode.size === 0;
  useEffect(() => {
    if (needsData) onNeedData();
  }, [needsData, onNeedData]);

  if (!loaded || favorites.length === 0) return null;
  const items = favorites
    .map((hexcode) => byHexcode.get(hexcode))
    .filter((e): e is Emoji => !!e)
    .map((e) => showEmoji(e, tone));
  return (
    <section className="history favorites" data-testid="favorites" aria-labelledby="favorites-title">
      <h2 id="favorites-title">{t('favorites.title')}</h2>
      <EmojiGrid items={items} label={t('favorites.title')} onActivate={onActivate} links={links} />
    </section>
  );
});
