import { useTranslation } from 'react-i18next';
import { dismissUpdate, reloadToUpdate } from '../platform/pwa.ts';
import './update-prompt.css';

/** The "new version" bar (update-prompt.tsx shows it): Reload switches to the new build. */
export default function UpdatePromptBar() {
  const { t } = useTranslation();
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
