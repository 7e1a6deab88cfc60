import { CATEGORIES, type Emoji, type EmojiDataFile, type SkinTone, type SkinVariant } from './types.ts';

const TONE_MODIFIERS = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'];

const hexcodeToEmoji = (hexcode: string) =>
  String.fromCodePoint(...hexcode.split('-').map((cp) => parseInt(cp, 16)));

/** The tones of a skin variant, read from the modifiers in its hexcode (one or two people). */
function tonesOf(hexcode: string): SkinTone | [SkinTone, SkinTone] {
  const tones = hexcode
    .split('-')
    .map((cp) => TONE_MODIFIERS.indexOf(cp) + 1)
    .filter((tone): tone is SkinTone => tone > 0);
  return tones.length === 2 ? [tones[0]!, tones[1]!] : tones[0]!;
}

function decodeSkin(hexcode: string): SkinVariant {
  return { emoji: hexcodeToEmoji(hexcode), hexcode, tone: tonesOf(hexcode) };
}

/** Turns a language's data file into the `Emoji` records the site works with. */
export function decodeEmojiData(file: EmojiDataFile): Emoji[] {
  return file.emoji.map((w) => ({
    emoji: w.e,
    hexcode: w.h,
    category: CATEGORIES[w.g]!,
    version: w.v,
    label: w.l,
    tags: w.t,
    skins: (w.s ?? []).map(decodeSkin),
    platforms: w.p ?? null,
    shortcodes: w.c ?? [],
    emoticons: w.m ?? [],
    zhLabel: w.zl ?? null,
    zhTags: w.zt ?? [],
    enLabel: w.el ?? null,
    enTags: w.et ?? [],
    pinyin: w.py ?? [],
  }));
}
