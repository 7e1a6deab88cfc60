import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissInstallOffer, installOffered, promptInstall, subscribeToInstallOffer } from '../platform/install-prompt.ts';

/**
 * A line in the footer where the browser offers to install the app: no dialog, no banner, and
 * "no thanks" is remembered. Hidden in the installed app by CSS (display-mode: standalone).
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(subscribeToInstallOffer, installOffered, () => false);
  if (!offered) return null;
  return (
    <p className="install-offer" data-testid="install-offer">
      <span>{t('pwa.installHint')}</span> {/* The two buttons wrap together, never one apart from the other. */}
      <span className="install-offer-actions">
        <button type="button" className="install-offer-button" data-testid="install-app" onClick={promptInstall}>
          {t('pwa.install')}
        </button>
        <button type="button" className="install-offer-dismiss" data-testid="install-dismiss" onClick={dismissInstallOffer}>
          {t('pwa.installDismiss')}
        </button>
      </span>
    </p>
  );
}
