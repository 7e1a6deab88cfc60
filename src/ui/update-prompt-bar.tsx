import { useTranslation } from 'react-i18next';
import { dismissUpdate, reloadToUpdate } from '../platform/pwa.ts';
import './update-prompt.css';

/**
 * The "new version" bar (update-prompt.tsx shows it): Reload switches to the new build. Once
 * pressed, the bar says the update is under way until the page reloads, and Reload stays focused
 * but does nothing more (aria-disabled, not disabled, which would drop the keyboard focus).
 */
export default function UpdatePromptBar({ updating }: { updating: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt" aria-busy={updating}>
      <p>{t(updating ? 'pwa.updating' : 'pwa.updateAvailable')}</p>
      <button type="button" className="update-prompt-reload" data-testid="update-reload" aria-disabled={updating} onClick={reloadToUpdate}>
        {t('pwa.reload')}
      </button>
      {!updating && (
        <button type="button" className="update-prompt-dismiss" data-testid="update-dismiss" onClick={dismissUpdate}>
          {t('pwa.dismiss')}
        </button>
      )}
    </div>
  );
}
