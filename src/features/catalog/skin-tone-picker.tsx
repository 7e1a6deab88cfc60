import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkinTone } from '../../emoji/types.ts';

const SWATCHES = ['👋', '👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿'];

/** Six radio buttons: default and the five Fitzpatrick tones. Memoized: unchanged while a visitor types (catalog.tsx). */
export const SkinTonePicker = memo(function SkinTonePicker({
  tones,
  tone,
  onChange,
}: {
  tones: SkinTone[];
  tone: SkinTone;
  onChange(tone: SkinTone): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="skin-tone" role="radiogroup" aria-label={t('skinTone.label')} data-testid="skin-tone">
      {tones.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={tone === option}
          aria-label={t(`skinTone.tone${option}`)}
          title={t(`skinTone.tone${option}`)}
          data-tone={option}
          tabIndex={tone === option ? 0 : -1}
          onClick={() => onChange(option)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
            if (!step) return;
            event.preventDefault();
            const next = tones[(tones.indexOf(option) + step + tones.length) % tones.length]!;
            onChange(next);
            (event.currentTarget.parentElement?.querySelector(`[data-tone="${next}"]`) as HTMLElement | null)?.focus();
          }}
        >
          <span className="skin-swatch">{SWATCHES[option]}</span>
        </button>
      ))}
    </div>
  );
});
