import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCodePoints } from '../../emoji/codepoints.ts';
import { skinVariants } from '../../emoji/skin-variants.ts';
import { emojiPagePath, slugOf } from '../../emoji/slug.ts';
import type { Emoji } from '../../emoji/types.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { deviceEmojiSupport } from '../../platform/emoji-fallback.ts';
import { emojiGlyph } from '../../ui/emoji-glyph.tsx';
import { FavoriteToggle } from '../../ui/favorite-toggle.tsx';
import { PlatformList } from '../../ui/platform-list.tsx';
import type { ShownEmoji } from './emoji-grid.tsx';

interface EmojiDetailsProps {
  emoji: Emoji;
  shown: ShownEmoji;
  /** true when the page's language is English: no separate English keyword list then */
  english: boolean;
  onCopy(text: string, remember: boolean): void;
  onClose(): void;
}

/** The details dialog: a native modal <dialog>, so focus is trapped and Escape closes it. */
export function EmojiDetails({ emoji, shown, english, onCopy, onClose }: EmojiDetailsProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  // The dialog opens on the client only, so the device check can run in the first render.
  const [support] = useState(deviceEmojiSupport);
  const codePoints = toCodePoints(shown.hexcode);
  // The tone picker shows one tone for everyone in an emoji (see withSkinTone), so a shown variant has one.
  const tone = skinVariants(emoji).find((skin) => skin.hexcode === shown.hexcode)?.tone;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <dialog ref={dialog} className="emoji-details" data-testid="emoji-details" aria-labelledby="emoji-details-title" onClose={onClose}>
      <div className="details-head">
        <span className="details-emoji emoji" aria-hidden="true">
          {emojiGlyph({ text: shown.emoji, hexcode: emoji.hexcode, version: emoji.version, support, size: 64 })}
        </span>
        <h2 id="emoji-details-title">{shown.label}</h2>
        <button type="button" className="details-close" onClick={() => dialog.current?.close()} aria-label={t('details.close')}>
          ✕
        </button>
      </div>
      <dl>
        {row(t('details.hexcode'), <code>{shown.hexcode}</code>, 'detail-hexcode')}
        {row(t('details.codepoints'), <code>{codePoints}</code>)}
        {typeof tone === 'number' && row(t('skinTone.label'), t(`skinTone.tone${tone}`), 'detail-skin-tone')}
        {/* The data keeps only keywords its name does not already say (84 English emoji keep none): no row then, not "None". */}
        {emoji.tags.length > 0 && row(t('details.keywords'), emoji.tags.join(' · '), 'detail-keywords')}
        {!english && row(t('details.englishKeywords'), [emoji.enLabel, ...emoji.enTags].filter(Boolean).join(' · '))}
        {row(t('details.platforms'), <PlatformList platforms={emoji.platforms} />, 'detail-platforms')}
        {row(t('details.version'), `Emoji ${emoji.version}`)}
        {row(t('details.category'), t(`categories.${emoji.category}`))}
        {row(t('details.shortcodes'), emoji.shortcodes.map((c) => `:${c}:`).join(' ') || t('details.none'))}
        {emoji.emoticons.length > 0 && row(t('details.emoticons'), emoji.emoticons.join(' '))}
      </dl>
      <div className="details-actions">
        <FavoriteToggle hexcode={emoji.hexcode} />
        <button type="button" onClick={() => onCopy(shown.emoji, true)}>
          {t('details.copyEmoji')}
        </button>
        <button type="button" onClick={() => onCopy(shown.hexcode, false)}>
          {t('details.copyHexcode')}
        </button>
        <button type="button" onClick={() => onCopy(codePoints, false)}>
          {t('details.copyCodepoints')}
        </button>
        {/* Skin variants share their base emoji's page. A full page load: the page is prerendered. */}
        <a className="details-page-link" data-testid="detail-page-link" href={emojiPagePath(lang, slugOf(emoji))}>
          {t('details.openPage', { name: emoji.label })}
        </a>
      </div>
    </dialog>
  );
}
