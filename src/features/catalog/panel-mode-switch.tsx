import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelMode } from '../../hooks/preferences.ts';

const MODES: PanelMode[] = ['copy', 'detail'];

/** What a click on an emoji does: copy it, or open its details. Memoized: unchanged while a visitor types (catalog.tsx). */
export const PanelModeSwitch = memo(function PanelModeSwitch({ mode, onChange }: { mode: PanelMode; onChange(mode: PanelMode): void }) {
  const { t } = useTranslation();
  return (
    <div className="panel-mode" role="group" aria-label={t('panel.label')}>
      {MODES.map((option) => (
        <button key={option} type="button" data-testid={`panel-mode-${option}`} aria-pressed={mode === option} onClick={() => onChange(option)}>
          {t(`panel.${option}`)}
        </button>
      ))}
    </div>
  );
});
