import { useTranslation } from 'react-i18next';
import { linksPrefixed } from '../i18n/languages.ts';
import { recordedErrors } from '../platform/error-log.ts';
import { usePage } from './page-context.tsx';
import { pathFor } from './routes.ts';

/** An error the page can show: an HTTP-like status, its status message and a message. */
export interface PageError {
  statusCode: number;
  statusMessage?: string;
  message?: string;
}

/** The 404 view for status 404; the generic error view with status, status message and message otherwise. */
export function ErrorView({ error }: { error: PageError }) {
  const { t } = useTranslation();
  const { lang, prefixed } = usePage();
  const notFound = error.statusCode === 404;
  // A 404's heading already says "page not found": the status line only names the code then.
  const statusMessage = error.statusMessage ?? (notFound ? null : 'Internal Server Error');
  const errors = recordedErrors();
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {notFound ? '🧭' : '🛠️'} {error.statusCode}
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
      <p className="error-actions">
        <a href={pathFor(lang, 'home', linksPrefixed(lang, prefixed))}>{t('error.backHome')}</a>
        {!notFound && (
          <button type="button" onClick={() => location.reload()}>
            {t('error.retry')}
          </button>
        )}
      </p>
    </section>
  );
}
