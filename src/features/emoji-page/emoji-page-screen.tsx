import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { artworkPath } from '../../emoji/artwork-path.ts';
import { ARTWORK_SETS } from '../../emoji/artwork-sets.ts';
import { toCodePoints } from '../../emoji/codepoints.ts';
import type { EmojiLink, EmojiPageModel } from '../../emoji/page-model.ts';
import { emojiPagePath } from '../../emoji/slug.ts';
import { skinOfToneParam } from '../../emoji/tone-address.ts';
import type { SkinVariant } from '../../emoji/types.ts';
import { usePreferences } from '../../hooks/preferences.ts';
import { useEmojiGaps } from '../../hooks/use-emoji-gaps.ts';
import { homePath, LANGUAGES, type LanguageCode, linksPrefixed } from '../../i18n/languages.ts';
import { copyText } from '../../platform/clipboard.ts';
import { emojiGlyph } from '../../ui/emoji-glyph.tsx';
import { EmojiText } from '../../ui/emoji-text.tsx';
import { FavoriteToggle } from '../../ui/favorite-toggle.tsx';
import { PlatformList } from '../../ui/platform-list.tsx';
import { useToast } from '../../ui/toast.tsx';
import { EmojiOffline } from './emoji-offline.tsx';
import { EMBEDDED_MODEL_ID, emojiPageModel } from './emoji-page-source.ts';
import { EmojiSkins } from './emoji-skins.tsx';
import { ShareEmojiPage } from './share-emoji-page.tsx';
import './emoji-page.css';
import { scriptJson } from '../../ui/script-json.ts';

/** Stand-ins (private-use characters) for the emoji a string places, each then drawn in a span with the emoji font, not the text's. */
const MARKS = ['\uE000', '\uE001'] as const;

/**
 * A translated string whose placeholders are emoji: "Copy {{emoji}}" as text with the emoji in the
 * emoji font (Korean fonts drew 🆒 as a grey box). Not <Trans>: it would add 3 KiB gzip to every
 * page's shared react-i18next chunk, home's included.
 */
function withEmoji(template: string, emoji: readonly string[]): React.ReactNode[] {
  return template.split(/([\uE000\uE001])/).map((part, index) => {
    const at = MARKS.indexOf(part as (typeof MARKS)[number]);
    return at < 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one short string, rebuilt whole.
      <span key={index} className="emoji">
        {emoji[at]}
      </span>
    );
  });
}

/**
 * An emoji's reference page: everything readable without JavaScript (the prerender writes it);
 * once hydrated, the copy buttons work. Reached by full page loads only (see emoji-page-source).
 */
export interface EmojiPageProps {
  lang: LanguageCode;
  prefixed: boolean;
  /** the emoji's slug; null on the offline stand-in */
  slug: string | null;
  /** the offline stand-in (emojiOfflinePath) rather than an emoji's page */
  offline: boolean;
}

export default function EmojiPageScreen({ lang, prefixed, slug, offline }: EmojiPageProps) {
  if (offline) return <EmojiOffline lang={lang} />;
  const model = slug ? emojiPageModel(lang, slug) : null;
  if (!model) return null;
  return <EmojiPage model={model} prefixed={prefixed} />;
}

/** What the page shows as text and the device might not draw: the emoji, its related emoji and neighbours. */
const gapItems = (model: EmojiPageModel) =>
  [model, ...model.related, model.previous, model.next].flatMap((item) => (item ? [{ version: item.version, baseHexcode: item.hexcode }] : []));

function EmojiPage({ model, prefixed }: { model: EmojiPageModel; prefixed: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { lang } = model;
  // Checked after hydration (the server draws nothing): a device that cannot draw the emoji gets
  // its Twemoji image in the hero (emojiGlyph); copy still copies the text.
  // The same holds for the related emoji and the neighbours: on Windows, a flag's page lists flags.
  // The page renders again only then: on a device that draws them all, the detection changes nothing.
  const support = useEmojiGaps(useMemo(() => gapItems(model), [model]));
  // A /zh page links within /zh, as the other screens' links do.
  const linkPrefixed = linksPrefixed(lang, prefixed);
  const home = homePath(lang, linkPrefixed);
  const pageOf = (link: EmojiLink) => emojiPagePath(lang, link.slug, linkPrefixed);
  // A toned address (/en/emoji/waving-hand-medium-skin-tone) lands here with ?tone=3 (the 404
  // page sends it): the hero shows and copies that tone. Read after hydration: the HTML is the base.
  const [toned, setToned] = useState<SkinVariant | null>(null);
  useEffect(() => setToned(skinOfToneParam(model.skins, new URLSearchParams(location.search).get('tone'))), [model.skins]);
  const shown = toned ?? model;
  const remember = usePreferences((state) => state.remember);
  const load = usePreferences((state) => state.load);
  const copy = async (text: string) => {
    const copied = await copyText(text);
    toast(copied ? t('toast.copied') : t('toast.copyFailed'), copied ? 'success' : 'error');
    // Home's "Recently used" lists base emoji, each shown in the tone picked there.
    if (copied) {
      load();
      remember(model.hexcode);
    }
  };
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const emojiLink = (link: EmojiLink) => (
    <a href={pageOf(link)} className="emoji-link">
      <span className="emoji-link-glyph" aria-hidden="true">
        {emojiGlyph({ text: link.emoji, hexcode: link.hexcode, version: link.version, support, size: 24 })}
      </span>{' '}
      {link.name}
    </a>
  );

  return (
    <article className="emoji-page" data-testid="emoji-page" data-hex={model.hexcode} aria-labelledby="emoji-page-title">
      <nav aria-label={t('emojiPage.breadcrumb')} className="emoji-breadcrumb">
        <ol>
          <li>
            <a href={home}>{t('meta.siteName')}</a>
          </li>
          <li>
            <a href={`${home}?category=${model.category}`} data-testid="emoji-page-category">
              {t(`categories.${model.category}`)}
            </a>
          </li>
          <li aria-current="page">{model.name}</li>
        </ol>
      </nav>

      <header className="emoji-hero">
        <span className="emoji-hero-glyph" data-emoji={shown.emoji} aria-hidden="true">
          {emojiGlyph({ text: shown.emoji, hexcode: model.hexcode, version: model.version, support, size: 96, eager: true })}
        </span>
        <div className="emoji-hero-text">
          <h1 id="emoji-page-title">{model.name}</h1>
          <p className="emoji-hero-meta">
            {t(`categories.${model.category}`)} · {model.subgroup.name} · Emoji {model.version}
            {model.year !== null && ` (${model.year})`}
          </p>
          <div className="emoji-hero-actions">
            <button type="button" className="emoji-copy" data-testid="emoji-page-copy" onClick={() => copy(shown.emoji)}>
              {withEmoji(t('emojiPage.copy', { emoji: MARKS[0] }), [shown.emoji])}
            </button>
            <FavoriteToggle hexcode={model.hexcode} />
            <ShareEmojiPage emoji={model.emoji} name={model.name} />
          </div>
        </div>
      </header>

      {model.meaning && (
        <section aria-labelledby="emoji-meaning-title" className="emoji-section">
          <h2 id="emoji-meaning-title">{t('emojiPage.meaning')}</h2>
          <p className="emoji-meaning" data-testid="emoji-meaning">
            <EmojiText text={model.meaning} />
          </p>
        </section>
      )}

      <section aria-labelledby="emoji-keywords" className="emoji-section">
        <h2 id="emoji-keywords">{t('details.keywords')}</h2>
        {model.keywords.length > 0 ? (
          <ul className="emoji-keywords" data-testid="emoji-page-keywords">
            {model.keywords.map((keyword) => (
              <li key={keyword}>
                <a href={`${home}?q=${encodeURIComponent(keyword)}`}>{keyword}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('details.none')}</p>
        )}
      </section>

      <section aria-labelledby="emoji-languages" className="emoji-section">
        <h2 id="emoji-languages">{t('emojiPage.languages')}</h2>
        <div className="emoji-table-scroll">
          <table className="emoji-languages" data-testid="emoji-page-languages">
            <thead>
              <tr>
                <th scope="col">{t('nav.language')}</th>
                <th scope="col">{t('emojiPage.name')}</th>
                <th scope="col">{t('details.keywords')}</th>
              </tr>
            </thead>
            <tbody>
              {model.languages.map((text) => {
                const language = LANGUAGES.find((l) => l.code === text.lang)!;
                return (
                  <tr key={text.lang} lang={language.tag} data-lang={text.lang}>
                    <th scope="row">{language.name}</th>
                    <td>{text.name}</td>
                    <td>{text.keywords.join(' · ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="emoji-facts" className="emoji-section">
        <h2 id="emoji-facts">{t('emojiPage.facts')}</h2>
        <dl className="emoji-facts">
          {row(t('details.hexcode'), <code>{model.hexcode}</code>, 'detail-hexcode')}
          {row(t('details.codepoints'), <code>{toned ? toCodePoints(toned.hexcode) : model.codePoints}</code>, 'emoji-page-codepoints')}
          {row(
            t('details.version'),
            model.year === null ? `Emoji ${model.version}` : t('emojiPage.versionYear', { version: model.version, year: model.year }),
          )}
          {row(t('details.category'), t(`categories.${model.category}`))}
          {row(t('emojiPage.subcategory'), model.subgroup.name)}
          {row(t('details.shortcodes'), model.shortcodes.map((c) => `:${c}:`).join(' ') || t('details.none'))}
          {row(t('details.emoticons'), model.emoticons.join(' ') || t('details.none'))}
          {row(t('details.platforms'), <PlatformList platforms={model.platforms} />, 'detail-platforms')}
        </dl>
      </section>

      {model.artwork.length > 0 && (
        <section aria-labelledby="emoji-artwork" className="emoji-section">
          <h2 id="emoji-artwork">{t('emojiPage.artwork')}</h2>
          <ul className="emoji-artwork" data-testid="emoji-page-artwork">
            {ARTWORK_SETS.filter((set) => model.artwork.includes(set.key)).map((set) => (
              <li key={set.key}>
                <figure>
                  <img
                    src={artworkPath(set.key, model.hexcode)}
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    data-set={set.key}
                    alt={t('emojiPage.artworkAlt', { name: model.name, design: set.name, licence: set.licence })}
                  />
                  <figcaption>
                    <a href={set.source}>{set.name}</a>
                    <span>
                      © {set.author}, <a href={set.licenceUrl}>{set.licence}</a>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      {model.skins.length > 0 && <EmojiSkins skins={model.skins} shown={toned?.hexcode ?? null} onCopy={copy} />}

      {model.mixes.length > 0 && (
        <section aria-labelledby="emoji-mixes" className="emoji-section">
          <h2 id="emoji-mixes">{t('emojiPage.mixes')}</h2>
          <ul className="emoji-mixes">
            {model.mixes.map((mix) => (
              <li key={mix.mix}>
                <a href={`${home}?mix=${mix.mix}`}>
                  {withEmoji(t('emojiPage.mixWith', { left: MARKS[0], right: MARKS[1] }), [model.emoji, mix.emoji])}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="emoji-related" className="emoji-section">
        <h2 id="emoji-related">{t('emojiPage.related')}</h2>
        <ul className="emoji-related" data-testid="emoji-page-related">
          {model.related.map((link) => (
            <li key={link.slug}>{emojiLink(link)}</li>
          ))}
        </ul>
        <nav aria-label={t('emojiPage.neighbours')} className="emoji-neighbours">
          {model.previous && (
            <p>
              {t('emojiPage.previous')}: {emojiLink(model.previous)}
            </p>
          )}
          {model.next && (
            <p>
              {t('emojiPage.next')}: {emojiLink(model.next)}
            </p>
          )}
        </nav>
      </section>

      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page model as JSON, escaped by scriptJson, for hydration. */}
      <script type="application/json" id={EMBEDDED_MODEL_ID} dangerouslySetInnerHTML={{ __html: scriptJson(model) }} />
    </article>
  );
}
