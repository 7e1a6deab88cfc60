import type { BrowserContext } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { startStaticServer } from '../../scripts/run/serve.ts';
import { requireBuiltSite } from './built-site.ts';

/**
 * dist/ served on a free port of its own, which `goOffline` takes away: Chromium's offline
 * emulation (setOffline) keeps the service worker's own requests online in some builds (the
 * packaged Chromium 147 does, Debian's 150 does not), a closed server is offline for every browser.
 * Any test whose service worker would reach the network offline needs it: an artwork image or an
 * emoji page the worker has not kept came from the server in the packaged Chromium.
 */
export async function serveSiteToTakeOffline(): Promise<{ url: string; goOffline(context: BrowserContext): Promise<void> }> {
  const site = await startStaticServer({ dir: requireBuiltSite(), port: 0 });
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    site.server.closeAllConnections();
    await site.close();
  };
  onTestFinished(close);
  return {
    url: site.url,
    goOffline: async (context) => {
      await context.setOffline(true);
      await close();
    },
  };
}
