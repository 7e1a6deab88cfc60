import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji } from '../../emoji/types.ts';
import { KitchenGrid } from './kitchen-grid.tsx';

interface KitchenPickerProps {
  legend: string;
  testId: string;
  /** what this side may choose (null while loading), in display order */
  options: readonly Emoji[] | null;
  chosen: Emoji | null;
  onChoose(emoji: Emoji): void;
  /** the home screen's multilingual search over the language's emoji, best match first (the picker keeps its options) */
  search(query: string): Emoji[];
}

/** One side of the kitchen: a search field over the emoji this side may choose, and their buttons. */
export function KitchenPicker({ legend, testId, options, chosen, onChoose, search }: KitchenPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();

  const shown = useMemo(() => {
    if (!options || !trimmed) return options;
    const allowed = new Set(options);
    return search(trimmed).filter((emoji) => allowed.has(emoji));
  }, [options, trimmed, search]);

  return (
    <fieldset className="kitchen-picker" data-testid={testId} aria-busy={!options}>
      <legend>{legend}</legend>
      <label className="kitchen-search">
        <span className="visually-hidden">{t('kitchen.searchLabel')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('kitchen.searchLabel')}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </label>
      {shown && shown.length > 0 && <KitchenGrid items={shown} label={legend} chosen={chosen} onChoose={onChoose} />}
      {shown && shown.length === 0 && <p className="kitchen-empty">{t('search.empty', { query: trimmed })}</p>}
      {!shown && <div className="kitchen-grid kitchen-grid-loading" />}
    </fieldset>
  );
}
