import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji } from '../../emoji/types.ts';
import { copyText } from '../../platform/clipboard.ts';
import { useToast } from '../../ui/toast.tsx';
import { KitchenGrid } from './kitchen-grid.tsx';
import type { Sticker } from './kitchen-table.ts';
import { saveSticker } from './save-sticker.ts';

/** What the middle of the kitchen shows for the chosen pair. */
export type StickerState =
  | { status: 'choosing' }
  | { status: 'loading' }
  /** the kitchen's data or the pair's partners could not be fetched */
  | { status: 'unavailable' }
  | { status: 'none'; partners: readonly Emoji[] }
  | { status: 'ready'; sticker: Sticker };

interface KitchenResultProps {
  left: Emoji | null;
  right: Emoji | null;
  state: StickerState;
  online: boolean;
  canRandom: boolean;
  onSwap(): void;
  onRandom(): void;
  /** a partner of the left emoji, offered when the pair has no sticker, becomes the right one */
  onChoosePartner(emoji: Emoji): void;
}

/** The chosen pair, its sticker (or why there is none) and what can be done with it. */
export function KitchenResult({ left, right, state, online, canRandom, onSwap, onRandom, onChoosePartner }: KitchenResultProps) {
  const { t } = useTranslation();
  return (
    <div className="kitchen-result">
      <p className="kitchen-pair" aria-hidden="true">
        <span className="kitchen-slot">{left?.emoji ?? '?'}</span>+<span className="kitchen-slot">{right?.emoji ?? '?'}</span>
      </p>
      {state.status === 'ready' && left && right && (
        <StickerView
          key={state.sticker.url}
          sticker={state.sticker}
          alt={t('kitchen.resultAlt', { left: left.label, right: right.label })}
          fileName={`emoji-kitchen-${left.hexcode.toLowerCase()}_${right.hexcode.toLowerCase()}.png`}
          online={online}
        />
      )}
      {state.status === 'loading' && <div className="kitchen-sticker-frame" aria-busy="true" />}
      <div role="status" className="kitchen-status">
        {state.status === 'choosing' && <p className="kitchen-hint">{t('kitchen.pickHint')}</p>}
        {state.status === 'unavailable' && <p>{online ? t('kitchen.imageFailed') : t('kitchen.offline')}</p>}
        {state.status === 'none' && <p>{t('kitchen.noSticker')}</p>}
      </div>
      {state.status === 'none' && left && state.partners.length > 0 && (
        <section className="kitchen-partners">
          <h3>{t('kitchen.partners', { emoji: left.emoji })}</h3>
          <KitchenGrid items={state.partners} label={t('kitchen.partners', { emoji: left.label })} onChoose={onChoosePartner} />
        </section>
      )}
      <div className="kitchen-actions">
        <button type="button" onClick={onSwap} disabled={!left && !right}>
          {t('kitchen.swap')}
        </button>
        <button type="button" onClick={onRandom} disabled={!canRandom}>
          {t('kitchen.random')}
        </button>
      </div>
    </div>
  );
}

interface StickerViewProps {
  sticker: Sticker;
  alt: string;
  fileName: string;
  online: boolean;
}

/**
 * The sticker image, tried under emoji-mixer's name first and then in the other order (Google
 * keeps one); when neither loads, a message in place of a broken image: offline, or failed.
 * Copy and download act on the file that actually loaded.
 */
function StickerView({ sticker, alt, fileName, online }: StickerViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [attempt, setAttempt] = useState<'first' | 'otherOrder' | 'failed'>('first');
  const [loaded, setLoaded] = useState(false);

  // Back online: a sticker that failed gets another chance.
  useEffect(() => {
    if (online) setAttempt((current) => (current === 'failed' ? 'first' : current));
  }, [online]);

  const src = attempt === 'first' ? sticker.url : attempt === 'otherOrder' ? sticker.otherOrderUrl : null;
  // The src is given to the <img> once it is in the document, not in the JSX: React sets an
  // element's attributes when it creates it during render, and an image whose src is set starts
  // its request even while detached (https://github.com/facebook/react/issues/24944). When a transition's render was
  // interrupted and restarted (a shared ?mix= restored as the emoji data arrives), React created a
  // second <img> and the sticker was requested twice (tests/e2e/kitchen-scenarios.ts).
  const image = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (image.current && src) image.current.src = src;
  }, [src]);
  if (!src) {
    return (
      <p role="status" className="kitchen-sticker-frame kitchen-unavailable">
        {online ? t('kitchen.imageFailed') : t('kitchen.offline')}
      </p>
    );
  }

  const onError = () => {
    setLoaded(false);
    setAttempt(attempt === 'first' && sticker.otherOrderUrl ? 'otherOrder' : 'failed');
  };

  const copyLink = async () => {
    const focused = document.activeElement as HTMLElement | null;
    const copied = await copyText(src);
    focused?.focus();
    toast(copied ? t('kitchen.linkCopied') : t('toast.copyFailed'), copied ? 'success' : 'error');
  };

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void saveSticker(src, fileName);
  };

  return (
    <figure className="kitchen-sticker">
      <img
        key={src}
        ref={image}
        data-testid="kitchen-result"
        className="kitchen-sticker-frame"
        alt={alt}
        width={256}
        height={256}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
      {loaded && (
        <figcaption className="kitchen-sticker-actions">
          <button type="button" onClick={() => void copyLink()}>
            {t('kitchen.copyLink')}
          </button>
          <a href={src} download={fileName} target="_blank" rel="noopener" onClick={download}>
            {t('kitchen.download')}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
