/**
 * The kitchen's code (3.4 KiB gzip) is out of the home page's first load (home budget,
 * scripts/bench-cold-load.ts): on a prerendered home it loads at the visitor's first scroll or
 * input, or at once for a shared ?mix= link. Without a prerendered panel to show meanwhile (the app
 * shell, a client-side navigation to home, the dev server) it loads at once.
 * Until then the panel's prerendered HTML stands: it shows no emoji before its data anyway, and
 * React replays a click on it once the panel has hydrated.
 */
import { use, type ComponentType } from 'react';
import { MIX_PARAM } from '../features/kitchen/mix-param.ts';

const FIRST_INPUTS = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const;

let Kitchen: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

const importKitchen = () => import('../features/kitchen/kitchen-panel.tsx').then((module) => (Kitchen = module.KitchenPanel));

/** The prerender (src/entry-server.tsx) loads it before rendering home. */
export function loadKitchen(): Promise<ComponentType> {
  loading ??= importKitchen();
  return loading;
}

function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INPUTS) removeEventListener(type, done);
      resolve();
    };
    for (const type of FIRST_INPUTS) addEventListener(type, done, { passive: true });
  });
}

function kitchenWhenWanted(): Promise<ComponentType> {
  if (!loading && !new URLSearchParams(location.search).has(MIX_PARAM) && document.querySelector('section.kitchen')) loading = firstInput().then(importKitchen);
  return loadKitchen();
}

export function DeferredKitchen() {
  const Component = Kitchen ?? use(kitchenWhenWanted());
  return <Component />;
}
