/**
 * The error view (and the 404 page's) is a chunk of its own: a page that shows no error never
 * downloads it. With the update prompt, which loads as it shows too (src/ui/update-prompt.tsx),
 * that kept 0.3 KiB gzip out of home's first load (home budget, bench/cold-load.ts). The
 * offline view is in the first load: it shows when a chunk could not load offline, so it cannot
 * be a chunk itself (error-boundary.tsx).
 * A 404 page preloads it (scripts/build/prerender.ts); until it is in, hydration leaves the page's
 * prerendered view as it is.
 */
import { type ComponentType, use } from 'react';
import type { PageError } from './error-view.tsx';

type ErrorViewComponent = ComponentType<{ error: PageError }>;

let ErrorView: ErrorViewComponent | null = null;
let loading: Promise<ErrorViewComponent> | null = null;

/** The prerender (src/entry-server.tsx) loads it before rendering a page. */
export function loadErrorView(): Promise<ErrorViewComponent> {
  loading ??= import('./error-view.tsx').then((module) => (ErrorView = module.ErrorView));
  return loading;
}

export function DeferredErrorView({ error }: { error: PageError }) {
  const Component = ErrorView ?? use(loadErrorView());
  return <Component error={error} />;
}
