import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isUpdateAvailable, subscribeToUpdates } from '../platform/pwa.ts';

// The bar and its styles load when a newer build is offered, not with every page: its code left
// home's first load with the error view's (src/app/deferred-error-view.tsx), its styles the ones
// each page inlines (0.1 KiB brotli). The installed worker serves the chunk from the running build's precache.
const UpdatePromptBar = lazy(() => import('./update-prompt-bar.tsx'));

/** The "new version" prompt: shown when a newer build is deployed (src/platform/pwa.ts). */
export function UpdatePrompt() {
  // The server render and hydration see no update (false), so the markup always matches.
  const visible = useSyncExternalStore(subscribeToUpdates, isUpdateAvailable, () => false);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptBar />
    </Suspense>
  );
}
