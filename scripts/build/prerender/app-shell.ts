/**
 * The app shell (src/platform/app-shell.ts): the template with an empty root, which the entry
 * renders in the browser. It carries the language redirect (a no-op on prefixed URLs) and the
 * styles of every screen, since it shows any of them.
 */
import { DEFAULT_LANGUAGE } from '../../../src/i18n/languages.ts';
import { APP_SHELL_FILE, APP_SHELL_META } from '../../../src/platform/installed-app-urls.ts';
import { DIST } from '../../lib/built-site.ts';
import { type WrittenPage, writePage } from '../build-id.ts';
import { appHeadTags, escapeHtml } from './head-tags.ts';
import { ENTRY_STYLESHEET } from './page-assets.ts';

export interface AppShell {
  /** Vite's page template */
  template: string;
  /** the page's policy <meta>, allowing the redirect script and `style` */
  policyMeta: string;
  redirectTag: string;
  /** the title until the app sets the screen's own */
  siteName: string;
  /** every screen's styles */
  style: string;
}

export function writeAppShell({ template, policyMeta, redirectTag, siteName, style }: AppShell): WrittenPage {
  const head = [
    policyMeta,
    redirectTag,
    `<title>${escapeHtml(siteName)}</title>`,
    `<meta name="${APP_SHELL_META}">`,
    `<meta name="robots" content="noindex">`,
    ...appHeadTags(DEFAULT_LANGUAGE),
    `<style>${style}</style>`,
  ];
  const document = template.replace(ENTRY_STYLESHEET, '').replace('<!--app-head-->', head.join('\n    ')).replace('<!--app-html-->', '');
  return writePage(DIST, APP_SHELL_FILE, document);
}
