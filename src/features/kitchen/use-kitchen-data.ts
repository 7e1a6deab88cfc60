import { useEffect, useState } from 'react';
import type { Partners } from './kitchen-table.ts';

export type KitchenData = typeof import('./kitchen-data.ts');

/**
 * The kitchen's data module, loaded once `wanted`. Null before, on the server and during
 * hydration, so the first render always equals the prerendered HTML. Loads are tried even when
 * the browser says it is offline (the service worker may hold the files); a failed one is tried
 * again when the connection comes back.
 */
export function useKitchenData(wanted: boolean, online: boolean): { data: KitchenData | null; failed: boolean } {
  const [data, setData] = useState<KitchenData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!wanted || data) return;
    let live = true;
    import('./kitchen-data.ts').then(
      (module) => {
        if (!live) return;
        setData(module);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `online` only re-runs a failed load when the connection comes back.
  }, [wanted, data, online]);

  return { data, failed };
}

export type PartnersState = Partners | 'loading' | 'failed' | null;

/**
 * An emoji's partners: null when no emoji is given, 'loading' while its shard is on the way,
 * 'failed' when it could not be fetched (tried again when the connection comes back).
 */
export function usePartners(data: KitchenData | null, hexcode: string | null, online: boolean): PartnersState {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  // Bumped when a shard arrives: the partners themselves are read from the loader's cache below.
  const [, setArrivals] = useState(0);
  const partners = data && hexcode ? data.loadedPartners(hexcode) : null;

  useEffect(() => {
    if (!data || !hexcode || partners) return;
    let live = true;
    setFailedFor(null);
    data.loadPartners(hexcode).then(
      () => live && setArrivals((count) => count + 1),
      () => live && setFailedFor(hexcode),
    );
    return () => {
      live = false;
    };
    // `online` only re-runs a failed fetch when the connection comes back.
  }, [data, hexcode, partners, online]);

  if (!data || !hexcode) return null;
  if (partners) return partners;
  return failedFor === hexcode ? 'failed' : 'loading';
}
