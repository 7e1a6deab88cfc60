/**
 * The kitchen's code (3.4 KiB gzip) is out of the home page's first load (home budget,
 * bench/cold-load.ts): on a prerendered home it loads at the visitor's first scroll or
 * first press, key or focus in the page's content (<main>), once the panel is on screen (a shared
 * ?q= with few results shows it at once on a desktop), or at once for a shared ?mix= link.
 * The header and the update bar are not the content: a press on the bar's Reload started the
 * kitchen's downloads through the service worker it was replacing, and Chromium kept that worker
 * for them, so the reload landed in the old build (tests/e2e/site-lane/pwa.test.ts, the update prompt).
 * Without a prerendered panel to show meanwhile (the app shell, a client-side navigation to home,
 * the dev server) it loads at once.
 * Until then the panel's prerendered HTML stands: it shows no emoji before its data anyway, and
 * React replays a click on it once the panel has hydrated.
 */
import { type ComponentType, use } from 'react';
import { MIX_PARAM } from '../kitchen/mix-param.ts';

const CONTENT_INPUTS = ['pointerdown', 'keydown', 'focusin'] as const;

let Kitchen: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

const whenOnline = () => new Promise<void>((resolve) => addEventListener('online', () => resolve(), { once: true }));

/**
 * A failed import waits for the network to come back and tries again, leaving the panel's
 * prerendered HTML as it is: thrown, the failure reached the home screen's error boundary, and
 * offline the catalogue (whose search works offline) gave way to the offline view.
 */
const importKitchen = (): Promise<ComponentType> =>
  import('../kitchen/kitchen-panel.tsx').then(
    (module) => (Kitchen = module.KitchenPanel),
    () => whenOnline().then(importKitchen),
  );

/** The prerender (src/entry-server.tsx) loads it before rendering home. */
export function loadKitchen(): Promise<ComponentType> {
  loading ??= importKitchen();
  return loading;
}

/**
 * Resolves on the visitor's first scroll, first press, key or focus in the page's content, or once
 * `panel` is on screen.
 */
export function kitchenWanted(panel: Element): Promise<void> {
  const content = document.getElementById('main') ?? document;
  const listened: [EventTarget, string][] = [[window, 'scroll'], ...CONTENT_INPUTS.map((type): [EventTarget, string] => [content, type])];
  return new Promise((resolve) => {
    const onScreen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
    const done = () => {
      for (const [target, type] of listened) target.removeEventListener(type, done);
      onScreen?.disconnect();
      resolve();
    };
    for (const [target, type] of listened) target.addEventListener(type, done, { passive: true });
    onScreen?.observe(panel);
  });
}

function kitchenWhenWanted(): Promise<ComponentType> {
  const panel = document.querySelector('section.kitchen');
  if (!loading && !new URLSearchParams(location.search).has(MIX_PARAM) && panel) loading = kitchenWanted(panel).then(importKitchen);
  return loadKitchen();
}

export function DeferredKitchen() {
  const Component = Kitchen ?? use(kitchenWhenWanted());
  return <Component />;
}
