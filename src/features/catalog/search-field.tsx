import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_ANCHOR } from './search-anchor.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';

interface SearchFieldProps {
  query: string;
  /** `composing` while an input method is composing the text: not searched until it ends */
  onQuery(value: string, composing: boolean): void;
  /** focus is the first sign of a search: the index is built then, not when the data arrives */
  onFocus(): void;
}

/** The catalogue's search box; "/" focuses it. */
export function SearchField({ query, onQuery, onFocus }: SearchFieldProps) {
  const { t } = useTranslation();
  // Rendered on every keystroke, while its words change only with the language: i18next's t()
  // costs 15-50 µs a call, and these three were 0.19 ms of each key's script on /en.
  const words = useMemo(() => ({ label: t('search.label'), placeholder: t('search.placeholder'), shortcut: t('search.shortcut') }), [t]);
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  // Chromium sends the composition's last input event before compositionend, and none after it.
  const composing = useRef(false);
  return (
    <label className="search-field">
      <span className="visually-hidden">{words.label}</span>
      <input
        ref={input}
        id={SEARCH_ANCHOR}
        type="search"
        data-testid="search-input"
        value={query}
        placeholder={words.placeholder}
        onChange={(event) => onQuery(event.target.value, composing.current || (event.nativeEvent as InputEvent).isComposing === true)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          onQuery(event.currentTarget.value, false);
        }}
        onFocus={onFocus}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby="search-shortcut"
      />
      <span id="search-shortcut" className="visually-hidden">
        {words.shortcut}
      </span>
    </label>
  );
}
