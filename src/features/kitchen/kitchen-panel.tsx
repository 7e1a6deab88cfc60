import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji } from '../../emoji/types.ts';
import { useEmojiData } from '../../hooks/use-emoji-data.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { useSearchModule } from '../../hooks/use-search-module.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { deviceEmojiSupport } from '../../platform/emoji-fallback.ts';
import { whenTypingPauses } from '../../platform/typing-pause.ts';
import { useToast } from '../../ui/toast.tsx';
import { KITCHEN_ANCHOR } from './kitchen-anchor.ts';
import { KitchenPicker } from './kitchen-picker.tsx';
import { KitchenResult, type StickerState } from './kitchen-result.tsx';
import type { Partners } from './kitchen-table.ts';
import { type MixChoice, NO_CHOICE, readMixParam, writeMixParam } from './mix-param.ts';
import { type PartnersState, useKitchenData, usePartners } from './use-kitchen-data.ts';

const kitchenHexcode = (emoji: Emoji) => emoji.hexcode.toLowerCase();
const randomItem = <T,>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/**
 * What one side offers: every kitchen emoji, or once the other side is chosen only its partners
 * (plus this side's own choice, so it can be seen and unchosen even in a pair without a sticker).
 * Null while the other side's partners are loading.
 */
function optionsFor(drawable: readonly Emoji[], otherPartners: PartnersState, own: Emoji | null): Emoji[] | null {
  if (otherPartners === null) return [...drawable];
  if (typeof otherPartners === 'string') return null;
  return drawable.filter((emoji) => emoji === own || otherPartners.has(kitchenHexcode(emoji)));
}

const ready = (state: PartnersState): Partners | null => (state && typeof state !== 'string' ? state : null);

/**
 * Google's Emoji Kitchen on the home screen: two pickers offering the emoji that mix (searchable
 * like the catalogue), the sticker of the chosen pair, swap, random pair, copy link, download.
 * The choice lives in ?mix= (read after hydration, written with replaceState) so a mix can be shared.
 */
export function KitchenPanel() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const toast = useToast();
  const emojiData = useEmojiData(lang, 'idle');
  const online = useOnline();
  const [wanted, setWanted] = useState(false);
  const kitchen = useKitchenData(wanted, online);
  const data = kitchen.data;
  const [choice, setChoice] = useState<MixChoice>(NO_CHOICE);
  const [shared, setShared] = useState<MixChoice | null>(null);
  const [maxVersion, setMaxVersion] = useState(Infinity);
  const section = useRef<HTMLElement>(null);

  // Browser state is read after hydration, so the first render equals the prerendered HTML.
  // A shared mix is wanted at once, and the panel scrolled into view (it sits below the whole
  // first category); otherwise the data loads when the panel comes near the viewport: its 1,238
  // buttons cost ~200 ms of style and layout on a phone, which the first screen of the catalogue
  // should not pay for. On a prerendered home the panel hydrates only after the visitor's first
  // scroll or input (src/features/home/deferred-kitchen.tsx): in a desktop window it starts within the
  // margin, and its data would otherwise join the page's first load (home budget, bench/cold-load.ts).
  // The device's stored detection, the grids' (src/platform/emoji-fallback.ts): the probes run once
  // per device, and their code is one chunk, which home loads after hydration (two requests before).
  useEffect(() => {
    setMaxVersion(deviceEmojiSupport().maxVersion);
    const fromUrl = readMixParam(location.search);
    if (fromUrl.left || fromUrl.right) {
      setShared(fromUrl);
      setWanted(true);
      emojiData.request();
      section.current?.scrollIntoView({ block: 'start' });
      return;
    }
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    let live = true;
    // A search above that shrinks the page brings the panel near while the visitor types: it waits for a pause.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void whenTypingPauses().then(() => {
          if (!live) return;
          setWanted(true);
          emojiData.request();
        });
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
    // A stable useCallback: this runs once, after hydration.
  }, [emojiData.request]);

  // A shared mix is applied once the index can tell which of its emoji are in the kitchen.
  useEffect(() => {
    if (!data || !shared) return;
    const known = (hexcode: string | null) => (hexcode && data.kitchenTable.has(hexcode) ? hexcode : null);
    setChoice({ left: known(shared.left), right: known(shared.right) });
    setShared(null);
    // The catalogue above may have grown while the kitchen loaded (the whole first category, the
    // history): if that pushed the kitchen's top off the screen, bring it back.
    const element = section.current;
    const top = element?.getBoundingClientRect().top ?? 0;
    if (element && (top < 0 || top > innerHeight / 2)) element.scrollIntoView({ block: 'start' });
  }, [data, shared]);

  const emoji = emojiData.emoji;
  const kitchenEmoji = useMemo(() => (data && emoji ? emoji.filter((e) => data.kitchenTable.has(kitchenHexcode(e))) : null), [data, emoji]);
  const byHexcode = useMemo(() => new Map((kitchenEmoji ?? []).map((e) => [kitchenHexcode(e), e])), [kitchenEmoji]);
  const drawable = useMemo(() => kitchenEmoji?.filter((e) => e.version <= maxVersion) ?? null, [kitchenEmoji, maxVersion]);
  const searchModule = useSearchModule(wanted);
  // The catalogue's index (built on the first query here if the catalogue has not searched yet);
  // each picker keeps the results it offers.
  const search = useCallback(
    (query: string) => (searchModule && emoji ? searchModule.searchEmoji(searchModule.searchIndexFor(emoji), query, emoji.length) : []),
    [searchModule, emoji],
  );

  const left = (choice.left && byHexcode.get(choice.left)) || null;
  const right = (choice.right && byHexcode.get(choice.right)) || null;
  const leftPartners = usePartners(data, choice.left, online);
  const rightPartners = usePartners(data, choice.right, online);

  // Memoized so the 1,238 buttons re-render only when what a side offers changes.
  const leftOptions = useMemo(() => drawable && optionsFor(drawable, rightPartners, left), [drawable, rightPartners, left]);
  const rightOptions = useMemo(() => drawable && optionsFor(drawable, leftPartners, right), [drawable, leftPartners, right]);

  const choose = (next: MixChoice) => {
    setChoice(next);
    writeMixParam(next);
  };
  const chooseSide = (side: keyof MixChoice) => (picked: Emoji) => {
    const hexcode = kitchenHexcode(picked);
    // Choosing the chosen emoji again unchooses it: the way back to every emoji on the other side.
    choose({ ...choice, [side]: choice[side] === hexcode ? null : hexcode });
  };
  const swap = () => choose({ left: choice.right, right: choice.left });
  const random = async () => {
    if (!data || !drawable) return;
    const first = randomItem(drawable);
    if (!first) return;
    try {
      const partners = await data.loadPartners(kitchenHexcode(first));
      const second = randomItem(drawable.filter((e) => partners.has(kitchenHexcode(e))));
      if (second) choose({ left: kitchenHexcode(first), right: kitchenHexcode(second) });
    } catch {
      toast(online ? t('kitchen.imageFailed') : t('kitchen.offline'), 'error');
    }
  };

  const unavailable = kitchen.failed || emojiData.status === 'error' || leftPartners === 'failed' || rightPartners === 'failed';
  const stickerState = ((): StickerState => {
    if (unavailable) return { status: 'unavailable' };
    if (!choice.left || !choice.right || !left || !right || !data) return { status: 'choosing' };
    const fromLeft = ready(leftPartners);
    const fromRight = ready(rightPartners);
    if (!fromLeft && !fromRight) return { status: 'loading' };
    const date = fromLeft ? fromLeft.get(choice.right) : fromRight!.get(choice.left);
    if (date !== undefined) return { status: 'ready', sticker: data.kitchenTable.sticker(choice.left, choice.right, date) };
    return { status: 'none', partners: fromLeft && drawable ? drawable.filter((e) => fromLeft.has(kitchenHexcode(e))) : [] };
  })();

  const request = () => {
    setWanted(true);
    emojiData.request();
  };

  return (
    <section ref={section} id={KITCHEN_ANCHOR} className="kitchen" aria-labelledby={headingId} onFocus={request} onPointerEnter={request}>
      <h2 id={headingId}>{t('kitchen.title')}</h2>
      <p className="intro">{t('kitchen.intro')}</p>
      <div className="kitchen-layout">
        <KitchenPicker
          legend={t('kitchen.left')}
          testId="kitchen-left"
          options={leftOptions}
          chosen={left}
          onChoose={chooseSide('left')}
          search={search}
        />
        <KitchenResult
          left={left}
          right={right}
          state={stickerState}
          online={online}
          canRandom={drawable !== null}
          onSwap={swap}
          onRandom={() => void random()}
          onChoosePartner={(partner) => choose({ ...choice, right: kitchenHexcode(partner) })}
        />
        <KitchenPicker
          legend={t('kitchen.right')}
          testId="kitchen-right"
          options={rightOptions}
          chosen={right}
          onChoose={chooseSide('right')}
          search={search}
        />
      </div>
    </section>
  );
}

export default KitchenPanel;
