const ACCENTED = /[áàäâéèëêíìïîóòöôúùüû]/;
const ACCENTED_ALL = new RegExp(ACCENTED.source, 'g');

/** Accents off, ñ kept: "cafe" finds "café", "año" stays apart from "ano". */
export function foldSpanish(word: string): string {
  // Most words have no accent: testing first spares the copy and the callback (the fold was 12 % of
  // the engine's time on the bench's Spanish text).
  return ACCENTED.test(word) ? word.replace(ACCENTED_ALL, (c) => c.normalize('NFD')[0]!) : word;
}

// The superlative and the diminutive: heladísima is very helada, regalito a small regalo.
const DEGREE = /(?:ísim|it)([oa])$/;

/**
 * Singular (and masculine) candidates of a word, looked up as they are: gatos -> gato,
 * flores -> flor, luces -> luz, amigas -> amiga, amigo; then the plain form of a superlative or
 * diminutive (heladísima -> helada, regalitos -> regalo). Stems would be too short for many of
 * these (gat-, luz), so plurals get their own exact lookup before the stem.
 */
export function spanishBaseForms(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  const singular = forms.at(-1) ?? word;
  if (singular.endsWith('a')) forms.push(`${singular.slice(0, -1)}o`);
  const plain = singular.replace(DEGREE, '$1');
  if (plain !== singular && plain.length >= 4) forms.push(plain, ...(plain.endsWith('a') ? [`${plain.slice(0, -1)}o`] : []));
  return forms.filter((form) => form.length >= 2);
}

// Verb endings of the three conjugations (present, preterite, imperfect, future, conditional,
// subjunctive, gerund, participle, infinitive), the plural and gender endings of nouns and
// adjectives, and -ción/-mente; longest first so that "bailamos" loses "amos", not "s".
const ENDINGS = [
  ...new Set(
    [
      'aríamos',
      'eríamos',
      'iríamos',
      'ábamos',
      'áramos',
      'iéramos',
      'aremos',
      'eremos',
      'iremos',
      'asteis',
      'isteis',
      'abais',
      'aríais',
      'eríais',
      'iríais',
      'ieron',
      'iendo',
      'yendo',
      'arían',
      'erían',
      'irían',
      'aría',
      'ería',
      'iría',
      'aban',
      'ando',
      'aron',
      'amos',
      'emos',
      'imos',
      'íamos',
      'aste',
      'iste',
      'ados',
      'adas',
      'idos',
      'idas',
      'ción',
      'mente',
      'arán',
      'erán',
      'irán',
      'ará',
      'erá',
      'irá',
      'aré',
      'eré',
      'iré',
      'aba',
      'abas',
      'ían',
      'ías',
      'ado',
      'ada',
      'ido',
      'ida',
      'áis',
      'éis',
      'ís',
      'ía',
      'ió',
      'ar',
      'er',
      'ir',
      'an',
      'en',
      'as',
      'es',
      'os',
      'a',
      'e',
      'o',
      'ó',
      'é',
      'í',
      's',
    ].map(foldSpanish),
  ),
].sort((a, b) => b.length - a.length);

/**
 * ENDINGS by their last letter, longest first as in ENDINGS: a word is tried only against those
 * that can end it (32 of the 74 for a final s, 13 or fewer for any other letter).
 */
const ENDINGS_BY_LAST_LETTER = new Map<string, string[]>();
for (const ending of ENDINGS) {
  const last = ending.at(-1)!;
  ENDINGS_BY_LAST_LETTER.set(last, [...(ENDINGS_BY_LAST_LETTER.get(last) ?? []), ending]);
}

export const SPANISH_GERUND = /(?:ando|iendo|yendo)$/;

/** Shorter stems collide across words (com- is comer, comida and the ubiquitous "como"). */
const MIN_SPANISH_STEM = 4;

// The root vowel alternations o~ue~u and e~ie~i (dormir/duermo/durmiendo, querer/quiero): the
// stem's last vowel is written as its o or e form. A u after q or g is silent, not a vowel.
const ROOT_VOWEL = /(?<![qg])(ue|ie|u|i)([^aeiou]*)$/;
const normalizeRootVowel = (stem: string) =>
  stem.replace(ROOT_VOWEL, (_, vowel: string, coda: string) => `${vowel === 'ue' || vowel === 'u' ? 'o' : 'e'}${coda}`);

/**
 * The stems shared by a verb's forms and its related nouns: bailamos/bailar -> "bael",
 * lloviendo/lluvia -> "llov", durmiendo/dormir -> "dorm", quiero/querer -> "quer". A stem that
 * ends in i after a consonant is also tried without it, since the i may be the noun's ending
 * (lluvi-a) or the verb's root (estudi-ar). Keys, not words; empty when too short to trust.
 */
export function spanishStems(word: string, minLength = MIN_SPANISH_STEM): string[] {
  const folded = foldSpanish(word);
  // A gerund's ending comes off whole or not at all: viendo (ver) is v-iendo, and taking a
  // shorter ending instead left "vend", the stem of venda (🤕 a bandaged head).
  const gerund = SPANISH_GERUND.exec(folded);
  if (gerund && folded.length - gerund[0].length < 3) return [];
  const ending = ENDINGS_BY_LAST_LETTER.get(folded.at(-1)!)?.find((e) => folded.endsWith(e) && folded.length - e.length >= 3);
  const stem = ending ? folded.slice(0, -ending.length) : folded;
  const stems = /[^aeiou]i$/.test(stem) ? [stem, stem.slice(0, -1)] : [stem];
  return stems.map(normalizeRootVowel).filter((key) => key.length >= minLength);
}

/**
 * A gerund (nevando, lloviendo, leyendo) or a preterite in a stressed -ó (nevó, comió) is only ever
 * a verb form, unlike -o or -imos.
 */
const VERB_ONLY = new RegExp(`${SPANISH_GERUND.source}|ó$`);
/** The shortest stem a gerund or an -ó preterite keeps: nev-ando meets nieve (nev-e), which no other word reaches. */
const MIN_VERB_ONLY_STEM = 3;

/**
 * The stems of a word of the text: as spanishStems, and a gerund or a preterite in -ó also gives
 * its stem when that is as short as three letters (nevando and nevó -> "nev", nadando -> "nad"),
 * since such a form cannot be a noun or a function word; spanishTermStems indexes the vocabulary
 * under such stems too.
 */
export function spanishTextStems(word: string): string[] {
  const verb = withoutEnclitics(word);
  if (verb !== word) return spanishTextStems(verb);
  return spanishStems(word, VERB_ONLY.test(word) ? MIN_VERB_ONLY_STEM : MIN_SPANISH_STEM);
}

// An infinitive or a gerund carries its object pronouns, one or two: abrazarte, bañándome,
// decírselo (the written accent of the gerund goes with them).
const ENCLITICS = /^(.{3,}(?:ar|er|ir|ando|iendo|yendo))(?:me|te|se|nos|os)?(?:lo|la|le|los|las|les)?$/;

/** The verb of an infinitive or gerund with pronouns attached (abrazarte -> abrazar), else the word. */
export function withoutEnclitics(word: string): string {
  const verb = ENCLITICS.exec(foldSpanish(word))?.[1];
  return verb !== undefined && verb.length < word.length ? verb : word;
}

/** The stems a vocabulary term is indexed under: short ones included, for gerunds to meet. */
export function spanishTermStems(term: string): string[] {
  return spanishStems(term, MIN_VERB_ONLY_STEM);
}
