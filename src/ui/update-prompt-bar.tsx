import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, reloadToUpdate } from '../platform/pwa.ts';
import './update-prompt.css';

/**
 * A press on the bar is not a visitor's first interaction with the page, which it is about to
 * replace: the kitchen starts its downloads on a first pointerdown, keydown or focus anywhere
 * (window listeners, src/features/kitchen/kitchen-panel.tsx). Those requests went to the old
 * service worker just as Reload asked the new one to take over; Chromium restarted the old one
 * for them and kept it as the page's worker for its idle time (30 s), so Reload landed in the old
 * build (tests/e2e/pwa.test.ts, the update prompt). Stopping the events here keeps them from window.
 */
const notAPageInput = (event: SyntheticEvent) => event.stopPropagation();

/** The "new version" bar (update-prompt.tsx shows it): Reload switches to the new build. */
export default function UpdatePromptBar() {
  const { t } = useTranslation();
  return (
    <div
      className="update-prompt"
      role="alert"
      data-testid="update-prompt"
      onPointerDown={notAPageInput}
      onKeyDown={notAPageInput}
      onFocus={notAPageInput}
    >
      <p>{t('pwa.updateAvailable')}</p>
      <button type="button" className="update-prompt-reload" data-testid="update-reload" onClick={reloadToUpdate}>
        {t('pwa.reload')}
      </button>
      <button type="button" className="update-prompt-dismiss" data-testid="update-dismiss" onClick={dismissUpdate}>
        {t('pwa.dismiss')}
      </button>
    </div>
  );
}
