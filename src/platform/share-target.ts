/**
 * Text shared into the installed app: the manifest's share_target opens the optimizer with GET
 * parameters (scripts/build/app-manifest.ts), which a static host serves as the optimizer's own page.
 */
import { SHARE_PARAMS } from './installed-app-urls.ts';

const FIELDS = Object.values(SHARE_PARAMS);

/**
 * The text a share carries, or null when the URL is no share. Title, text and URL in that order,
 * one a line, each left out when another already holds it: apps put the link into the text as
 * well, or send a page's title that its text begins with.
 */
export function sharedText(params: URLSearchParams): string | null {
  if (!FIELDS.some((field) => params.has(field))) return null;
  const parts = FIELDS.map((field) => (params.get(field) ?? '').trim());
  const kept = parts.filter(
    (part, index) => part !== '' && !parts.some((other, at) => at !== index && other.includes(part) && (other !== part || at < index)),
  );
  return kept.join('\n');
}

/** Browser only: the shared text of this page's URL, whose share parameters are then removed, so a reload does not run it again. */
export function takeSharedText(): string | null {
  const url = new URL(location.href);
  const text = sharedText(url.searchParams);
  if (text === null) return null;
  for (const field of FIELDS) url.searchParams.delete(field);
  history.replaceState(history.state, '', url);
  return text;
}
