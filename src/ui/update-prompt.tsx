import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentUpdateState, subscribeToUpdates } from '../platform/pwa.ts';

// The bar and its styles load when a newer build is offered, not with every page: its code left
// home's first load with the error view's (src/app/deferred-error-view.tsx), its styles the ones
// each page inlines (0.1 KiB brotli). The installed worker serves the chunk from the running build's precache.
const UpdatePromptBar = lazy(() => import('./update-prompt-bar.tsx'));

/** The "new version" prompt: shown when a newer build is deployed (src/platform/pwa.ts). */
export function UpdatePrompt() {
  // The server render and hydration see no update ('none'), so the markup always matches.
  const state = useSyncExternalStore(subscribeToUpdates, currentUpdateState, () => 'none' as const);
  if (state === 'none') return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptBar updating={state === 'updating'} />
    </Suspense>
  );
}
