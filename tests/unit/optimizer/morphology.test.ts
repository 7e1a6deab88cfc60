// The per-language rules that let inflected words meet their base word.
import { describe, expect, it } from 'vitest';
import { englishStems } from '../../../src/optimizer/morphology/english.ts';
import { japaneseInflections } from '../../../src/optimizer/morphology/japanese.ts';
import {
  conjugatesPredicate,
  contractedPastForms,
  irregularPredicateForms,
  isEndingAfterPast,
  koreanPredicateStem,
  koreanRest,
  predicateNoun,
  withoutParticle,
} from '../../../src/optimizer/morphology/korean.ts';
import {
  foldSpanish,
  spanishBaseForms,
  spanishStems,
  spanishTermStems,
  spanishTextStems,
  withoutEnclitics,
} from '../../../src/optimizer/morphology/spanish.ts';

describe('English stems', () => {
  it.each([
    [['cat', 'cats', "cat's"], 'cat'],
    [['dance', 'dancing', 'danced', 'dances'], 'dance'],
    [['cry', 'cries', 'cried', 'crying'], 'cri'],
    [['movie', 'movies'], 'movie'],
    [['cookie', 'cookies'], 'cookie'],
    [['rose', 'roses'], 'rose'],
    [['tomato', 'tomatoes'], 'tomato'],
    [['run', 'running', 'ran'], 'run'],
    [['swim', 'swimming', 'swam'], 'swim'],
    [['sleep', 'sleeping', 'slept'], 'sleep'],
    [['meet', 'meeting', 'meetings'], 'meet'],
    [['win', 'winning', 'won'], 'win'],
    [['box', 'boxes'], 'box'],
    [['glass', 'glasses'], 'glass'],
    [['bus', 'buses'], 'bus'],
  ])('%j share the key %s', (forms, stem) => {
    for (const form of forms) expect(englishStems(form)).toContain(stem);
  });

  it("keeps a base form's final e, so two words a letter apart stay apart (wine is no win, cute no cut)", () => {
    expect(englishStems('wine')).toEqual(['wine']);
    expect(englishStems('cute')).toEqual(['cute']);
    expect(englishStems('winning')).toEqual(['win']);
  });

  it('leaves short words and -ing nouns whole', () => {
    expect(englishStems('thing')).toEqual(['thing']);
    expect(englishStems('bed')).toEqual(['bed']);
    expect(englishStems('kiss')).toEqual(['kiss']);
  });
});

describe('Spanish', () => {
  it('finds singulars before stemming', () => {
    expect(spanishBaseForms('gatos')).toEqual(['gato']);
    expect(spanishBaseForms('flores')).toEqual(['flor', 'flore']);
    expect(spanishBaseForms('luces')).toEqual(['luz', 'luc', 'luce']);
    expect(spanishBaseForms('amigas')).toEqual(['amiga', 'amigo']);
    expect(spanishBaseForms('heladísima')).toEqual(['heladísimo', 'helada', 'helado']);
    expect(spanishBaseForms('regalitos')).toEqual(['regalito', 'regalo']);
  });

  it.each([
    [['bailar', 'bailamos', 'bailando', 'bailaron'], 'bael'],
    [['llover', 'lloviendo', 'llueve', 'lluvia'], 'llov'],
    [['dormir', 'duermo', 'durmiendo', 'dormido'], 'dorm'],
    [['querer', 'quiero', 'queremos'], 'quer'],
  ])('%j share the stem %s', (forms, stem) => {
    for (const form of forms) expect(spanishStems(form)).toContain(stem);
  });

  it('gives no stem shorter than four letters (comer, comida and "como" stay apart)', () => {
    expect(spanishStems('comimos')).toEqual([]);
    expect(spanishStems('como')).toEqual([]);
  });

  it('lets a gerund or an -ó preterite keep a three-letter stem, which vocabulary terms are also indexed under', () => {
    expect(spanishTextStems('nevando')).toContain('nev');
    expect(spanishTextStems('nevó')).toContain('nev');
    expect(spanishTermStems('nieve')).toContain('nev');
    expect(spanishTextStems('nadando')).toContain('nad');
    // Only a gerund: -o, -imos and the plain noun keep the four-letter minimum.
    expect(spanishTextStems('comimos')).toEqual([]);
    expect(spanishTextStems('como')).toEqual([]);
    expect(spanishTextStems('nieve')).toEqual([]);
  });

  it('gives a gerund too short to lose its ending no stem, rather than a shorter ending (viendo is no "vend" of venda)', () => {
    expect(spanishTextStems('viendo')).toEqual([]);
    expect(spanishTextStems('siendo')).toEqual([]);
    expect(spanishTextStems('lloviendo')).toContain('llov');
  });

  it('reads an infinitive or gerund without the pronouns written onto it', () => {
    expect(withoutEnclitics('abrazarte')).toBe('abrazar');
    expect(withoutEnclitics('bañándome')).toBe('bañando');
    expect(withoutEnclitics('decírselo')).toBe('decir');
    expect(spanishTextStems('abrazarte')).toEqual(spanishTextStems('abrazar'));
    // Not a verb form before the pronoun, or nothing left of one: the word stays as it is.
    expect(withoutEnclitics('chocolate')).toBe('chocolate');
    expect(withoutEnclitics('verte')).toBe('verte');
  });

  it('folds accents but keeps ñ', () => {
    expect(foldSpanish('café mamá años')).toBe('cafe mama años');
  });
});

describe('Korean', () => {
  it('reads particles, 하다 endings and the copula after a noun', () => {
    expect(koreanRest('고양이', '가')).toBe('particle');
    expect(koreanRest('친구', '들이랑')).toBe('particle');
    expect(koreanRest('행복', '해요')).toBe('predicate');
    expect(koreanRest('감동', '이에요')).toBe('predicate');
    expect(koreanRest('시험', '인데')).toBe('predicate');
    expect(koreanRest('좋아해', '요')).toBe('predicate');
  });

  it('finds the forms of ㅂ-irregular predicates (덥다 -> 더워, 더웠), none for other stems', () => {
    expect(irregularPredicateForms('덥다')).toEqual(['더워', '더웠']);
    expect(irregularPredicateForms('귀엽다')).toEqual(['귀여워', '귀여웠']);
    expect(irregularPredicateForms('자다')).toEqual([]);
    expect(irregularPredicateForms('바다')).toEqual([]);
  });

  it('finds the forms of predicates that drop 으 (기쁘다 -> 기뻐; 아프다 -> 아파), contract 이 or 우 (졸려, 싸워) or turn ㄷ into ㄹ (걸어)', () => {
    expect(irregularPredicateForms('기쁘다')).toEqual(['기뻐', '기뻤']);
    expect(irregularPredicateForms('아프다')).toEqual(['아파', '아팠']);
    expect(irregularPredicateForms('배고프다')).toEqual(['배고파', '배고팠']);
    expect(irregularPredicateForms('슬프다')).toEqual(['슬퍼', '슬펐']);
    expect(irregularPredicateForms('쓰다')).toEqual([]);
    expect(irregularPredicateForms('졸리다')).toEqual(['졸려', '졸렸']);
    expect(irregularPredicateForms('걷다')).toEqual(['걸어', '걸었']);
    expect(irregularPredicateForms('싸우다')).toEqual(['싸워', '싸웠']);
  });

  it('finds the noun of a 하다 or 되다 predicate (피곤하다 -> 피곤, 긴장되다 -> 긴장)', () => {
    expect(predicateNoun('피곤하다')).toBe('피곤');
    expect(predicateNoun('긴장되다')).toBe('긴장');
    expect(predicateNoun('하다')).toBeNull();
    expect(predicateNoun('공부')).toBeNull();
    expect(koreanRest('긴장', '돼서')).toBe('predicate');
  });

  it('takes a one-syllable noun only with a particle, and nothing that is not grammar', () => {
    expect(koreanRest('비', '가')).toBe('particle');
    expect(koreanRest('해', '요')).toBeNull();
    expect(koreanRest('개', '나리')).toBeNull();
    expect(koreanRest('비행', '기')).toBeNull();
  });

  it('finds the stem of a predicate and the forms that conjugate it', () => {
    expect(koreanPredicateStem('배고픈')).toEqual({ stem: '배고', ending: '픈' });
    expect(koreanPredicateStem('귀여운')).toEqual({ stem: '귀여', ending: '운' });
    expect(koreanPredicateStem('고양이')).toBeNull();
    expect(conjugatesPredicate('파서', '픈', '배고')).toBe(true);
    expect(conjugatesPredicate('워요', '운', '귀여')).toBe(true);
    // 고등어 "mackerel" is no stem of 고등학교 "high school".
    expect(conjugatesPredicate('학교', '어', '고등')).toBe(false);
    // A one-syllable stem takes only endings that start with a vowel: 웃었어, not 자기 "self".
    expect(koreanPredicateStem('웃다')).toEqual({ stem: '웃', ending: '다' });
    expect(koreanPredicateStem('바다')).toEqual({ stem: '바', ending: '다' });
    expect(koreanPredicateStem('우유')).toBeNull();
    expect(conjugatesPredicate('었어', '다', '웃')).toBe(true);
    expect(conjugatesPredicate('기', '다', '자')).toBe(false);
  });

  it('strips the particle joining words in a label', () => {
    expect(withoutParticle('소파와')).toBe('소파');
    expect(withoutParticle('고양이')).toBe('고양이');
  });
});

describe('Korean contracted past', () => {
  it('finds the dictionary form behind a final ㅆ merged from 았/었', () => {
    expect(contractedPastForms('잤')).toContain('자다');
    expect(contractedPastForms('마셨')).toContain('마시다');
    expect(contractedPastForms('봤')).toContain('보다');
    expect(contractedPastForms('줬')).toContain('주다');
    expect(contractedPastForms('됐')).toContain('되다');
    expect(contractedPastForms('했')).toContain('하다');
    expect(contractedPastForms('예뻤')).toContain('예쁘다');
    expect(contractedPastForms('먹')).toEqual([]);
  });

  it('needs a verb ending after the past syllable', () => {
    expect(isEndingAfterPast('어')).toBe(true);
    expect(isEndingAfterPast('다')).toBe(true);
    expect(isEndingAfterPast('')).toBe(false);
  });
});

describe('Japanese conjugations', () => {
  it('conjugates adjectives and verbs written with kanji and kana', () => {
    expect(japaneseInflections('嬉しい')).toEqual(expect.arrayContaining(['嬉しかった', '嬉しくて', '嬉しくない']));
    expect(japaneseInflections('寝る')).toEqual(expect.arrayContaining(['寝てる', '寝ます', '寝た', '寝ない']));
    expect(japaneseInflections('走る')).toEqual(expect.arrayContaining(['走って', '走ります', '走らない']));
    expect(japaneseInflections('泣く')).toEqual(expect.arrayContaining(['泣いて', '泣きます', '泣いた']));
    expect(japaneseInflections('行く')).toEqual(expect.arrayContaining(['行って', '行った']));
  });

  it('leaves kana-only words and nouns alone', () => {
    expect(japaneseInflections('さる')).toEqual([]);
    expect(japaneseInflections('猫')).toEqual([]);
  });

  it('gives kana-only adjectives their longer forms only (おいしかった, not おいしく)', () => {
    expect(japaneseInflections('おいしい')).toEqual(expect.arrayContaining(['おいしかった', 'おいしくて', 'おいしそう']));
    expect(japaneseInflections('おいしい')).not.toContain('おいしく');
    expect(japaneseInflections('はい')).toEqual([]);
  });
});
