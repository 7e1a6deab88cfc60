const VOWEL = /[aeiouy]/;
// Doubled before -ing/-ed (running, stopped); ll, ss and zz are part of the base (spelling, kissed).
const UNDOUBLE = /([bdfgmnprt])\1$/;

// -y and -ie words inflect to -ies/-ied/-ying; a final i is where all their forms agree.
const finalY = (stem: string) => (stem.length >= 3 && stem.endsWith('y') ? `${stem.slice(0, -1)}i` : stem);

/**
 * Irregular past forms of verbs a picture shows (ran 🏃, swam 🏊, slept 😴): the base form, which
 * the stem rules below never reach. Verbs with no picture (went, made, took) are left out.
 */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  ran: 'run',
  swam: 'swim',
  swum: 'swim',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  drunk: 'drink',
  slept: 'sleep',
  drove: 'drive',
  driven: 'drive',
  rode: 'ride',
  ridden: 'ride',
  sang: 'sing',
  sung: 'sing',
  won: 'win',
  bought: 'buy',
  wrote: 'write',
  written: 'write',
  broke: 'break',
  broken: 'break',
  froze: 'freeze',
  frozen: 'freeze',
  grew: 'grow',
  grown: 'grow',
  fought: 'fight',
  lost: 'lose',
  taught: 'teach',
  threw: 'throw',
  thrown: 'throw',
  sank: 'sink',
};

/** A word without the clitic 's of a possessive or a contraction (cat's, mine's, she's). */
export const withoutCliticS = (word: string) => word.replace(/['’]s$/, '');

/**
 * The keys of a light English stem, applied to vocabulary terms and text words alike so that
 * cats/cat, dancing/danced/dance and cried/crying/cry share a key. Keys only have to make forms of
 * one word agree, not be real words: cry, cried and crying all give "cri"; movie and movies give
 * "movie". A base form keeps its final e, so wine is not win and cute not cut; a form that lost its
 * -ing or -ed may have lost an e with it, so dancing and danced give "danc" and "dance" (and, as
 * before, caring meets car too). A doubled consonant says there was no e: winning is only "win".
 */
export function englishStems(word: string): string[] {
  let stem = withoutCliticS(word);
  stem = IRREGULAR_PAST[stem] ?? stem;
  if (stem.length <= 3) return [finalY(stem)];
  if (/ied$/.test(stem) && stem.length > 4) return [stem.slice(0, -2)];
  // A plural in -es is a base in -e plus s (roses, movies, shoes) or a base plus es (boxes,
  // tomatoes, cries as cri-es): both keys.
  if (/(?:s|x|z|ch|sh|o|i)es$/.test(stem)) return [stem.slice(0, -2), stem.slice(0, -1)];
  if (/s$/.test(stem) && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);

  const suffix = /ing$/.test(stem) ? 3 : /ed$/.test(stem) ? 2 : 0;
  // "thing", "bed", "red": what is left must still look like a word (3+ letters with a vowel).
  if (suffix && stem.length - suffix >= 3 && VOWEL.test(stem.slice(0, -suffix))) {
    const bare = stem.slice(0, -suffix);
    const undoubled = bare.replace(UNDOUBLE, '$1');
    if (undoubled !== bare || /[aeiouy]$/.test(bare)) return [finalY(undoubled)];
    return [bare, `${bare}e`];
  }
  return [finalY(stem)];
}
