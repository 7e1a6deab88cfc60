import type { Emoji } from '../../emoji/types.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import { everydayWordsOf, wordListLanguagesOf } from '../everyday.ts';
import { addChineseLabels, addCjkLabelWords } from './cjk.ts';
import { hangulLabelWord } from './hangul.ts';
import type { EnglishSource, LanguagePolicy } from './policy.ts';
import { hexcodeKey, indexByHexcode, RELATION, RelationTable } from './relations.ts';
import { HAN_COUNTED, HAN_NUMERAL, normalizeTerm, type Space, spaceOf } from './terms.ts';

/** Latin words this short are country codes and abbreviations: never a flag ("is", "no", "us"). */
const MAX_SHORT_LATIN = 3;
/** Label words shorter than this are too vague to stand for the label ("hot" still qualifies). */
const MIN_LATIN_LABEL_WORD = 3;

/** Every term of the data, filed by script with how it relates to each emoji. */
export interface CollectedTerms {
  tables: Record<Space, RelationTable>;
  /** Spanish text: English labels (RELATION.foreignLabel) */
  foreign: RelationTable;
  /** one-word Latin country names of flags */
  countries: RelationTable;
}

/** The country of a flag label ("flag: Japan", "旗子：日本"), which is what people write. */
function flagCountry(label: string): string | null {
  const country = label.split(/[:：]/)[1]?.trim();
  return country || null;
}

interface TermSource {
  label: string | null;
  tags: readonly string[];
  labelRelation: number;
  withTags: boolean;
}

function sourcesOf(entry: Emoji, english: EnglishSource): TermSource[] {
  const own: TermSource = { label: entry.label, tags: entry.tags, labelRelation: RELATION.label, withTags: true };
  if (english === 'own') return [own];
  const source: TermSource =
    english === 'foreignLabels'
      ? { label: entry.enLabel, tags: [], labelRelation: RELATION.foreignLabel, withTags: false }
      : { label: entry.enLabel, tags: entry.enTags, labelRelation: RELATION.label, withTags: true };
  return [own, source];
}

/**
 * Files the labels, tags, label words, everyday words and shortcodes of `emoji` under the script
 * they are written in: Chinese text has Latin words too, and each script is matched its own way.
 */
export function collectTerms(
  emoji: readonly Emoji[],
  lang: LanguageCode,
  policy: LanguagePolicy,
  stopWords: Set<string>,
  latinStopWords: Set<string>,
  locale: string,
): CollectedTerms {
  const tables: Record<Space, RelationTable> = {
    latin: new RelationTable((word) => latinStopWords.has(word)),
    hangul: new RelationTable((word) => stopWords.has(word)),
    cjk: new RelationTable(),
  };
  const foreign = new RelationTable();
  const countries = new RelationTable();
  const cjkLabels = new Map<number, string>();

  const isStopWord = (term: string, space: Space) => (space === 'latin' ? latinStopWords : stopWords).has(term);
  // An emoji newer than every vendor's image set of the build (no platforms known, 🛘 landslide
  // in Emoji 17) is an empty box on most readers' screens: the optimizer never inserts it.
  const isDrawn = (index: number) => emoji[index]!.platforms !== null;

  const addTerm = (raw: string, index: number, relation: number, isFlag: boolean, listPosition?: number) => {
    if (!isDrawn(index)) return;
    const term = normalizeTerm(raw);
    const space = spaceOf(term);
    // One Latin letter is no word; one Han character often is (猫, 雨, 伞).
    if (!space || (space === 'latin' && term.length < 2) || isStopWord(term, space)) return;
    if (isFlag && space === 'latin' && term.length <= MAX_SHORT_LATIN) return;
    if (space === 'cjk' && (HAN_NUMERAL.test(term) || (HAN_COUNTED.test(term) && relation !== RELATION.everyday))) return;
    const table = isFlag && space === 'latin' && !term.includes(' ') ? countries : relation === RELATION.foreignLabel ? foreign : tables[space];
    table.add(term, index, relation, listPosition);
  };

  const isParticipleInside = (words: string[], position: number, space: Space) =>
    space === 'latin' && position > 0 && position < words.length - 1 && policy.latin.participle.test(words[position]!);

  const addLabelWords = (label: string, index: number) => {
    const normalized = normalizeTerm(label);
    const space = spaceOf(normalized);
    // Chinese and Japanese labels have no spaces: their words are found once every term is known.
    if (space === 'cjk') {
      cjkLabels.set(index, normalized);
      return;
    }
    if (!space) return;
    const minLength = space === 'latin' ? MIN_LATIN_LABEL_WORD : 2;
    // A hyphenated compound is one word: "see-no-evil monkey" says nothing about "see" or "evil".
    const words = label.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length < 2) return;
    for (const [position, rawWord] of words.entries()) {
      if (/[-‐]/.test(rawWord)) continue;
      if (isParticipleInside(words, position, space)) continue;
      const labelWord = normalizeTerm(rawWord);
      const word = space === 'hangul' ? hangulLabelWord(labelWord) : labelWord;
      if (word !== null && word.length >= minLength && !isStopWord(word, space)) tables[space].add(word, index, RELATION.labelWord);
    }
  };

  emoji.forEach((entry, index) => {
    if (!isDrawn(index)) return;
    const isFlag = entry.category === 'flags';
    for (const source of sourcesOf(entry, policy.english)) {
      if (source.label) {
        const label = isFlag ? flagCountry(source.label) : source.label;
        if (label) addTerm(label, index, source.labelRelation, isFlag);
        // A flag's label is "flag: <country>": its words are the country, already added.
        if (!isFlag && source.labelRelation === RELATION.label) addLabelWords(source.label, index);
      }
      // Flags' tags are codes and generic words (JP, flag, nation): only the country counts.
      if (source.withTags && !isFlag) {
        for (const tag of source.tags) addTerm(tag, index, RELATION.tag, false);
      }
    }
  });
  // Word lists may write a hexcode with or without its -FE0F (1F9D1-200D-2695 for 🧑‍⚕️).
  const indexes = indexByHexcode(emoji);
  // English words are the whole Latin vocabulary of Chinese, Japanese and Korean text.
  for (const list of wordListLanguagesOf(lang).map((code) => everydayWordsOf(code))) {
    for (const [word, hexcodes] of Object.entries(list)) {
      hexcodes.forEach((hexcode, position) => {
        const index = indexes.get(hexcodeKey(hexcode));
        if (index !== undefined) addTerm(word, index, RELATION.everyday, false, position);
      });
    }
  }
  if (policy.shortcodes) {
    emoji.forEach((entry, index) => {
      if (entry.category === 'flags') return;
      for (const shortcode of entry.shortcodes) {
        const term = shortcode.replace(/_/g, ' ');
        if (!term.includes(' ')) addTerm(term, index, RELATION.shortcode, false);
      }
    });
  }
  addCjkLabelWords(tables.cjk, cjkLabels, locale);
  if (policy.chineseLabelConfirms) addChineseLabels(tables.cjk, emoji);
  return { tables, foreign, countries };
}
