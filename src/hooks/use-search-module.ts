import { useEffect, useState } from 'react';

type SearchModule = typeof import('../emoji/search.ts');

let loaded: SearchModule | null = null;

/**
 * The search module (index and matching), loaded once `wanted`: at the first sign of a search,
 * so its 19 KiB gzip stay out of the home page's first load (home budget, bench/cold-load.ts).
 * Null before, on the server and during hydration.
 */
export function useSearchModule(wanted: boolean): SearchModule | null {
  const [module, setModule] = useState<SearchModule | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    if (loaded) {
      setModule(loaded);
      return;
    }
    let live = true;
    // A failed chunk load is handled by the chunk-reload guard (src/platform/chunk-reload.ts).
    import('../emoji/search.ts').then(
      (search) => {
        loaded = search;
        if (live) setModule(search);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}
