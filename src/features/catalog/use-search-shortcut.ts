import { type RefObject, useEffect } from 'react';
import { SEARCH_ANCHOR } from './search-anchor.ts';

/**
 * "/" anywhere on the page focuses the search field, unless the visitor is typing in another
 * field; so does opening the page at #search.
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    if (location.hash === `#${SEARCH_ANCHOR}`) input.current?.focus();
  }, [input]);
  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && !target.isContentEditable) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, [input]);
}
