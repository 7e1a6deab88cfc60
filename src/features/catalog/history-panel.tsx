import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji, SkinTone } from '../../emoji/types.ts';
import { type PanelMode, usePreferences } from '../../hooks/preferences.ts';
import { useToast } from '../../ui/toast.tsx';
import { EmojiGrid, type ShownEmoji } from './emoji-grid.tsx';
import { showEmoji } from './show-emoji.ts';

interface HistoryPanelProps {
  byHexcode: Map<string, Emoji>;
  tone: SkinTone;
  onActivate(item: ShownEmoji): void;
  onNeedData(): void;
  /** EmojiGrid's `links`: set in detail mode */
  links: PanelMode | undefined;
}

/**
 * Recently copied emoji, newest first, in the current skin tone; clearing asks first. Memoized:
 * unchanged while a visitor types (catalog.tsx).
 */
export const HistoryPanel = memo(function HistoryPanel({ byHexcode, tone, onActivate, onNeedData, links }: HistoryPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { history, loaded, clearHistory } = usePreferences();
  const [confirming, setConfirming] = useState(false);
  const needsData = loaded && history.length > 0 && byHexcode.size === 0;
  useEffect(() => {
    if (needsData) onNeedData();
  }, [needsData, onNeedData]);

  if (!loaded || history.length === 0) {
    return (
      <section className="history" data-testid="history" aria-labelledby="history-title">
        <h2 id="history-title">{t('history.title')}</h2>
        <p className="hint">{t('history.empty')}</p>
      </section>
    );
  }
  const items = history
    .map((hexcode) => byHexcode.get(hexcode))
    .filter((e): e is Emoji => !!e)
    .map((e) => showEmoji(e, tone));

  return (
    <section className="history" data-testid="history" aria-labelledby="history-title">
      <div className="history-head">
        <h2 id="history-title">{t('history.title')}</h2>
        {confirming ? (
          <div className="history-confirm" role="group" aria-label={t('history.confirm')}>
            <span>{t('history.confirm')}</span>
            <button
              type="button"
              data-testid="history-clear-confirm"
              // biome-ignore lint/a11y/noAutofocus: the confirm button replaces the focused Clear button, so focus moves to it.
              autoFocus
              onClick={() => {
                clearHistory();
                setConfirming(false);
                toast(t('history.cleared'));
              }}
            >
              {t('history.confirmYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('history.confirmNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="history-clear" data-testid="history-clear" onClick={() => setConfirming(true)}>
            {t('history.clear')}
          </button>
        )}
      </div>
      <EmojiGrid items={items} label={t('history.title')} onActivate={onActivate} links={links} />
    </section>
  );
});
