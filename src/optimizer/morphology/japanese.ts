/**
 * Japanese conjugates adjectives and verbs in their kana endings (okurigana), and the word
 * segmenter splits those endings off unpredictably (楽しかった -> 楽 / しか / っ / た). Rather
 * than analyse the text, the vocabulary's dictionary forms are conjugated up front; the matcher
 * then finds 嬉しかった or 寝てる as whole words.
 */

const KANJI = /\p{Script=Han}/u;

// Godan verbs by their last kana: the a-, i- and te-stems (走る: 走ら/走り/走っ).
const GODAN: Record<string, { a: string; i: string; te: string; ta: string }> = {
  う: { a: 'わ', i: 'い', te: 'って', ta: 'った' },
  つ: { a: 'た', i: 'ち', te: 'って', ta: 'った' },
  る: { a: 'ら', i: 'り', te: 'って', ta: 'った' },
  く: { a: 'か', i: 'き', te: 'いて', ta: 'いた' },
  ぐ: { a: 'が', i: 'ぎ', te: 'いで', ta: 'いだ' },
  す: { a: 'さ', i: 'し', te: 'して', ta: 'した' },
  ぬ: { a: 'な', i: 'に', te: 'んで', ta: 'んだ' },
  ぶ: { a: 'ば', i: 'び', te: 'んで', ta: 'んだ' },
  む: { a: 'ま', i: 'み', te: 'んで', ta: 'んだ' },
};

const AFTER_I_STEM = ['ます', 'ました', 'ません', 'たい', 'ながら', 'そう'];
const AFTER_TE = ['', 'る', 'いる', 'います', 'た'];
const AFTER_A_STEM = ['ない', 'なかった'];

function teForms(te: string, ta: string): string[] {
  return [...AFTER_TE.map((rest) => `${te}${rest}`), ta];
}

function ichidanForms(stem: string): string[] {
  return [
    ...AFTER_I_STEM.map((rest) => `${stem}${rest}`),
    ...AFTER_A_STEM.map((rest) => `${stem}${rest}`),
    ...teForms('て', 'た').map((rest) => `${stem}${rest}`),
  ];
}

function godanForms(stem: string, endings: (typeof GODAN)[string]): string[] {
  return [
    ...AFTER_I_STEM.map((rest) => `${stem}${endings.i}${rest}`),
    ...AFTER_A_STEM.map((rest) => `${stem}${endings.a}${rest}`),
    ...teForms(endings.te, endings.ta).map((rest) => `${stem}${rest}`),
  ];
}

const ADJECTIVE_ENDINGS = ['かった', 'かったです', 'くて', 'くない', 'くなかった', 'そう', 'すぎ', 'すぎる', 'すぎた', 'すぎて'];
/** Short endings that, after a kana-only stem, spell other words too often (かわいさ, おいしく). */
const SHORT_ADJECTIVE_ENDINGS = ['く', 'さ'];

function adjectiveForms(stem: string, endings: readonly string[]): string[] {
  return endings.map((rest) => `${stem}${rest}`);
}

/**
 * The conjugated forms of a dictionary-form adjective (嬉しい) or verb (寝る, 走る, 笑う).
 * Only words written with a kanji and kana endings qualify: a kana-only word ending in る or
 * う is as likely a noun (さる "monkey"), and its "forms" would be other words. Kana-only
 * adjectives of three or more kana (おいしい, かわいい, すごい) get their longer forms (おいしかった),
 * which no noun spells. A kanji + る verb
 * may be ichidan (寝る) or godan (走る), so both sets are produced; the wrong set spells
 * nothing anyone writes.
 */
export function japaneseInflections(term: string): string[] {
  if (term.length >= 3 && /^\p{Script=Hiragana}+い$/u.test(term)) return adjectiveForms(term.slice(0, -1), ADJECTIVE_ENDINGS);
  if (term.length < 2 || !KANJI.test(term)) return [];
  const last = term.at(-1)!;
  const stem = term.slice(0, -1);
  if (!KANJI.test(stem.at(-1)!) && !/\p{Script=Hiragana}/u.test(stem.at(-1)!)) return [];
  if (last === 'い' && stem.length >= 1 && !stem.endsWith('い')) return adjectiveForms(stem, [...ADJECTIVE_ENDINGS, ...SHORT_ADJECTIVE_ENDINGS]);
  const godan = GODAN[last];
  if (!godan) return [];
  const forms = godanForms(stem, godan);
  // 行く is the one く verb whose te-form is 行って.
  if (term.endsWith('行く')) forms.push(`${stem}って`, `${stem}った`);
  return last === 'る' ? [...forms, ...ichidanForms(stem)] : forms;
}
