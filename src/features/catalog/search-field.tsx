import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchShortcut } from './use-search-shortcut.ts';

interface SearchFieldProps {
  query: string;
  onQuery(value: string): void;
  /** focus is the first sign of a search: the index is built then, not when the data arrives */
  onFocus(): void;
}

/** The catalogue's search box; "/" focuses it. */
export function SearchField({ query, onQuery, onFocus }: SearchFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  return (
    <label className="search-field">
      <span className="visually-hidden">{t('search.label')}</span>
      <input
        ref={input}
        type="search"
        data-testid="search-input"
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => onQuery(event.target.value)}
        onFocus={onFocus}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby="search-shortcut"
      />
      <span id="search-shortcut" className="visually-hidden">
        {t('search.shortcut')}
      </span>
    </label>
  );
}
