import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiPagePath } from '../emoji/slug.ts';
import { toneAddress } from '../emoji/tone-address.ts';
import { homePath, linksPrefixed } from '../i18n/languages.ts';
import { recordedErrors } from '../platform/error-log.ts';
import { HomeSearchForm } from '../ui/home-search-form.tsx';
import { NAV } from './layout.tsx';
import { usePage } from './page-context.tsx';
import { matchEmojiPath, pathFor } from './routes.ts';

/**
 * A toned emoji's guessed address (/en/emoji/waving-hand-medium-skin-tone) as the base emoji's
 * page showing that tone (/en/emoji/waving-hand?tone=3), or null. Done here, on the 404 page the
 * host serves for it, so no host needs a rule and crawlers see a 404 and one canonical page.
 */
function toneRedirect(pathname: string): string | null {
  const emoji = matchEmojiPath(pathname);
  const toned = emoji && toneAddress(emoji.slug);
  return toned ? `${emojiPagePath(emoji.lang, toned.slug, emoji.prefixed)}?tone=${toned.tone}` : null;
}

/** An error the page can show: an HTTP-like status, its status message and a message. */
export interface PageError {
  statusCode: number;
  statusMessage?: string;
  message?: string;
}

/** The 404 view for status 404 (a search box and the four screens as ways on); the generic error view with status, status message and message otherwise. */
export function ErrorView({ error }: { error: PageError }) {
  const { t } = useTranslation();
  const { lang, prefixed } = usePage();
  const notFound = error.statusCode === 404;
  // A 404's heading already says "page not found": the status line only names the code then.
  const statusMessage = error.statusMessage ?? (notFound ? null : 'Internal Server Error');
  const errors = recordedErrors();
  const linkPrefixed = linksPrefixed(lang, prefixed);
  useEffect(() => {
    const target = notFound ? toneRedirect(location.pathname) : null;
    if (target) location.replace(target);
  }, [notFound]);
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        <span className="emoji">{notFound ? '🧭' : '🛠️'}</span> {error.statusCode}
      </p>
      <h1 id="error-title">{notFound ? t('error.notFoundTitle') : t('error.title')}</h1>
      <p>
        {t('error.status', { code: error.statusCode })}
        {statusMessage && ` — ${statusMessage}`}
      </p>
      <p>{error.message ?? (notFound ? t('error.notFoundHint') : t('error.internal'))}</p>
      {errors.length > 0 && (
        <details>
          <summary>{t('error.details')}</summary>
          <ul>
            {errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log, rendered once.
              <li key={i}>
                <code>
                  {e.time} [{e.phase}] {e.message}
                </code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {notFound && (
        <>
          <p>{t('error.searchHint')}</p>
          <HomeSearchForm home={homePath(lang, linkPrefixed)} />
          <nav aria-labelledby="error-elsewhere" className="error-elsewhere">
            <p id="error-elsewhere">{t('error.elsewhere')}</p>
            <ul>
              {NAV.map((screen) => (
                <li key={screen}>
                  <a href={pathFor(lang, screen, linkPrefixed)}>{t(`nav.${screen}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
      {!notFound && (
        <p className="error-actions">
          <a href={pathFor(lang, 'home', linkPrefixed)}>{t('error.backHome')}</a>
          <button type="button" onClick={() => location.reload()}>
            {t('error.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
