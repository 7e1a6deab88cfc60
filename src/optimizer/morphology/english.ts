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
  ran: 'run', swam: 'swim', swum: 'swim', ate: 'eat', eaten: 'eat', drank: 'drink', drunk: 'drink',
  slept: 'sleep', drove: 'drive', driven: 'drive', rode: 'ride', ridden: 'ride',
  sang: 'sing', sung: 'sing', won: 'win', bought: 'buy', wrote: 'write', written: 'write', broke: 'break',
  broken: 'break', froze: 'freeze', frozen: 'freeze', grew: 'grow', grown: 'grow', fought: 'fight',
  lost: 'lose', taught: 'teach', threw: 'throw', thrown: 'throw', sank: 'sink',
};

/**
 * A light English stem, applied to vocabulary terms and text words alike so that cats/cat,
 * dancing/danced/dance and cried/crying/cry meet on the same key. It only has to make forms of
 * one word agree, not produce a real word: dance, dancing and danced all give "danc"; movie,
 * movies, and cookie/cookies end in "i" like cry/cried/crying.
 */
export function englishStem(word: string): string {
  let stem = word.replace(/['’]s$/, '');
  stem = IRREGULAR_PAST[stem] ?? stem;
  if (stem.length <= 3) return finalY(stem);
  if (/ie[sd]$/.test(stem) && stem.length > 4) return stem.slice(0, -2);
  if (/(?:s|x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/s$/.test(stem) && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);

  const suffix = /ing$/.test(stem) ? 3 : /ed$/.test(stem) ? 2 : 0;
  // "thing", "bed", "red": what is left must still look like a word (3+ letters with a vowel).
  if (suffix && stem.length - suffix >= 3 && VOWEL.test(stem.slice(0, -suffix))) {
    stem = stem.slice(0, -suffix).replace(UNDOUBLE, '$1');
  }
  return finalY(stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem);
}

