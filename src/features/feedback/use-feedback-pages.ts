import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackPage, FeedbackView } from './feedback-types.ts';

export interface FeedbackPages {
  /** 'loading' is also what the prerendered page shows: nothing is fetched during render. */
  status: 'loading' | 'ready' | 'failed';
  items: FeedbackView[];
  hasMore: boolean;
  loadingMore: boolean;
}

const INITIAL: FeedbackPages = { status: 'loading', items: [], hasMore: false, loadingMore: false };

/**
 * A paged list from a Cloud Function. Reloads from the first page whenever `loadPage` changes
 * (a new sort, a new session). An answer that arrives after a newer request started is dropped,
 * so a fast sort switch never shows the old order.
 */
export function useFeedbackPages(loadPage: (page: number) => Promise<FeedbackPage>) {
  const [state, setState] = useState<FeedbackPages>(INITIAL);
  const generation = useRef(0);
  const nextPage = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    setState(INITIAL);
    loadPage(0).then(
      (page) => {
        if (current !== generation.current) return;
        nextPage.current = 1;
        // A transition: React renders the page of items in slices that yield to the browser. At
        // once it was one task of 330-490 ms under Lighthouse's 4x CPU slowdown, after the first
        // paint; with 20 items (bench/feedback-backend.ts), Lighthouse's blocking time went from
        // 216 and 273 ms to 35 and 44 (/feedback, /en/feedback), performance 95 and 93 to 99.
        startTransition(() => setState({ status: 'ready', items: page.items, hasMore: page.hasMore, loadingMore: false }));
      },
      () => {
        if (current === generation.current) setState({ ...INITIAL, status: 'failed' });
      },
    );
  }, [loadPage]);

  /** Appends the next page; rejects (state unchanged) when it cannot load. */
  const loadMore = useCallback(async () => {
    const current = generation.current;
    setState((state) => ({ ...state, loadingMore: true }));
    try {
      const page = await loadPage(nextPage.current);
      if (current !== generation.current) return;
      nextPage.current += 1;
      setState((state) => {
        // Items submitted since the first page shift the pages; skip any already shown.
        const shown = new Set(state.items.map((item) => item.id));
        return { ...state, items: [...state.items, ...page.items.filter((item) => !shown.has(item.id))], hasMore: page.hasMore, loadingMore: false };
      });
    } catch (error) {
      if (current === generation.current) setState((state) => ({ ...state, loadingMore: false }));
      throw error;
    }
  }, [loadPage]);

  const updateItem = useCallback((id: string, change: (item: FeedbackView) => FeedbackView) => {
    setState((state) => ({ ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) }));
  }, []);

  const removeItem = useCallback((id: string) => {
    setState((state) => ({ ...state, items: state.items.filter((item) => item.id !== id) }));
  }, []);

  return { state, loadMore, updateItem, removeItem };
}
