import type { Emoji } from '../../emoji/types.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import { everydayWordsOf } from '../everyday.ts';
import { irregularPredicateForms, koreanPredicateStem, predicateNoun, withoutParticle } from '../morphology/korean.ts';
import { type EmojiPick, INFLECTION_PENALTY, penalized } from '../types.ts';
import { RELATION, type RelationTable, scoreOf } from './relations.ts';
import { HANGUL_TERM } from './terms.ts';
import type { PredicateStem, Vocabulary } from './types.ts';

export type HangulVocabulary = Pick<Vocabulary, 'hangulExact' | 'hangulPredicates' | 'maxHangulWordLength' | 'hangulEverydaySyllables'>;

/** A word of a Korean label as it stands for the label, or null when it names no picture. */
export function hangulLabelWord(labelWord: string): string | null {
  // Korean labels carry particles too: 소파와 램프 is "sofa and lamp".
  const word = withoutParticle(labelWord);
  // A Korean verb in its connective form (쓰고 in 글을 쓰고 있는 손, 잡고) names no picture,
  // and the verbs are the ambiguous ones: 쓰다 is to write, to wear and to use.
  return word.endsWith('고') ? null : word;
}

/** The Korean words, their 하다/되다 nouns and irregular forms, and the stems predicates conjugate from. */
export function buildHangul(table: RelationTable, emoji: readonly Emoji[], lang: LanguageCode): HangulVocabulary {
  const hangulExact = table.picks(emoji);
  const hangulPredicates = new Map<string, PredicateStem>();
  // Forms added to the exact words once the loop is done: irregular forms, 하다/되다 nouns.
  const derivedForms: [string, EmojiPick][] = [];
  for (const [term, pick] of hangulExact) {
    const noun = predicateNoun(term);
    if (noun) derivedForms.push([noun, penalized(pick)]);
    // 덥다 is 더워 alone, 더워서 and 더웠어 conjugated (ㅂ-irregular); 기쁘다 is 기뻐서 (으 elision).
    const [present, past] = irregularPredicateForms(term);
    if (present && past) {
      const inflected = penalized(pick);
      derivedForms.push([present, inflected]);
      for (const form of [present, past]) if (!hangulPredicates.has(form)) hangulPredicates.set(form, { pick: inflected, ending: '어' });
    }
    const predicate = koreanPredicateStem(term);
    // A one-syllable stem may also be a noun (울 "wool" of 울다 "cry"): it conjugates only with
    // vowel endings (see conjugatesPredicate), and a particle after it still reads the noun, which
    // the matcher tries first.
    if (!predicate || (predicate.stem.length > 1 && hangulExact.has(predicate.stem))) continue;
    // A thing merely tagged with an action verb before a noun (마시는 "drinking", on 🍼 젖병 the
    // baby bottle) is what the action is done with, not a picture of it: such a tag is not
    // conjugated. A label, a label word or an everyday word in that form is (웃는 of 😀 웃는 얼굴).
    // Dev ko precision 0.954 -> 0.956, recall unchanged; refusing every bare-tag verb cost unseen recall.
    if (predicate.ending === '는' && pick.score <= scoreOf(RELATION.tag)) continue;
    const known = hangulPredicates.get(predicate.stem);
    if (!known || pick.score > known.pick.score + INFLECTION_PENALTY) {
      hangulPredicates.set(predicate.stem, { pick: penalized(pick), ending: predicate.ending });
    }
  }
  for (const [form, pick] of derivedForms) if (!hangulExact.has(form)) hangulExact.set(form, pick);
  return {
    hangulExact,
    hangulPredicates,
    maxHangulWordLength: [...hangulExact.keys(), ...hangulPredicates.keys()].reduce((longest, term) => Math.max(longest, term.length), 0),
    hangulEverydaySyllables: new Set(Object.keys(everydayWordsOf(lang)).filter((word) => word.length === 1 && HANGUL_TERM.test(word))),
  };
}
