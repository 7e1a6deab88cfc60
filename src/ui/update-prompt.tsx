import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, isUpdateAvailable, reloadToUpdate, subscribeToUpdates } from '../platform/pwa.ts';
import './update-prompt.css';

/** The "new version" bar: shown when a newer build is deployed; Reload switches to it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  // The server render and hydration see no update (false), so the markup always matches.
  const visible = useSyncExternalStore(subscribeToUpdates, isUpdateAvailable, () => false);
  if (!visible) return null;
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
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
