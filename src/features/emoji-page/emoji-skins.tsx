import { useTranslation } from 'react-i18next';
import { toCodePoints } from '../../emoji/codepoints.ts';
import type { SkinVariant } from '../../emoji/types.ts';

/**
 * One skin variant of the emoji page, a component of its own: hydration runs in a transition
 * (src/main.tsx), and React can pause only between components. The 25 variants of a two-person
 * emoji, each with its tones' names, were the largest part of one 145 ms render of the whole page
 * under 4x CPU slowdown (Chromium trace of /en/emoji/people-holding-hands, load average 5).
 */
function SkinItem({ skin, shown, onCopy }: { skin: SkinVariant; shown: boolean; onCopy(text: string): void }) {
  const { t } = useTranslation();
  const tone = typeof skin.tone === 'number' ? t(`skinTone.tone${skin.tone}`) : skin.tone.map((one) => t(`skinTone.tone${one}`)).join(' + ');
  return (
    <li aria-current={shown || undefined}>
      <button
        type="button"
        data-emoji={skin.emoji}
        data-hex={skin.hexcode}
        aria-label={t('emojiPage.copySkin', { emoji: skin.emoji, tone })}
        onClick={() => onCopy(skin.emoji)}
      >
        <span className="emoji-skin-glyph skin-swatch">{skin.emoji}</span>
      </button>
      <span className="emoji-skin-text">
        {tone}
        <code>{toCodePoints(skin.hexcode)}</code>
      </span>
    </li>
  );
}

/** `shown`: the hexcode of the variant the hero shows (a toned address), marked in the list. */
export function EmojiSkins({ skins, shown, onCopy }: { skins: readonly SkinVariant[]; shown: string | null; onCopy(text: string): void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="emoji-skins" className="emoji-section">
      <h2 id="emoji-skins">{t('skinTone.label')}</h2>
      <ul className="emoji-skins" data-testid="emoji-page-skins">
        {skins.map((skin) => (
          <SkinItem key={skin.hexcode} skin={skin} shown={skin.hexcode === shown} onCopy={onCopy} />
        ))}
      </ul>
    </section>
  );
}
