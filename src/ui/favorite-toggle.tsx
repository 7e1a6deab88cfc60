import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../hooks/preferences.ts';

/**
 * The star that keeps an emoji in the favourites row on home: a toggle button (aria-pressed) with
 * one accessible name either way. Used by the details dialog and the emoji page. `hexcode` is the
 * base emoji's (no skin tone): favourites show in the tone picked at the time, like history.
 */
export function FavoriteToggle({ hexcode }: { hexcode: string }) {
  const { t } = useTranslation();
  const { favorites, loaded, load, toggleFavorite } = usePreferences();
  // Outside home (the emoji page) nothing else may have read the stored lists yet.
  useEffect(() => load(), [load]);
  const starred = loaded && favorites.includes(hexcode);
  return (
    <button
      type="button"
      className="favorite-toggle"
      data-testid="favorite-toggle"
      aria-pressed={starred}
      disabled={!loaded}
      onClick={() => toggleFavorite(hexcode)}
    >
      <span className="favorite-star" aria-hidden="true">
        {starred ? '★' : '☆'}
      </span>{' '}
      {t('favorites.toggle')}
    </button>
  );
}
