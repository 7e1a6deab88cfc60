/**
 * Korean writes particles and endings onto the word (고양이가, 우산을, 행복해요), and the word
 * segmenter splits on spaces only, so a word is found as a vocabulary prefix followed by a
 * grammatical rest. Which rests are accepted depends on what the prefix is.
 */

// Case and topic particles, alone or stacked (에서는, 한테도), plus the plural 들 before them.
const PARTICLES = [
  '이',
  '가',
  '은',
  '는',
  '을',
  '를',
  '의',
  '에',
  '에서',
  '에게',
  '한테',
  '께',
  '와',
  '과',
  '랑',
  '이랑',
  '하고',
  '도',
  '만',
  '로',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이나',
  '나',
];
const PARTICLE_RESTS = new Set(
  ['', '들'].flatMap((plural) => ['', ...PARTICLES].flatMap((first) => ['', '도', '만', '는', '은'].map((second) => `${plural}${first}${second}`))),
);
PARTICLE_RESTS.delete('');
/** The longest rest koreanRest reads as a particle: what may follow a noun found inside a word. */
export const MAX_PARTICLE_REST_LENGTH = Math.max(...[...PARTICLE_RESTS].map((rest) => rest.length));

// Labels are noun phrases: the particles in them join nouns (소파와 램프 "sofa and lamp", 고양이의
// 얼굴 "cat's face"). Only these are stripped, since 이 or 가 also end nouns (고양이, 오이).
const LABEL_PARTICLE = /^(.{2,})(?:와|과|의|랑|이랑|하고)$/;

/** A label word without the particle that joins it to the next one (소파와 -> 소파). */
export function withoutParticle(word: string): string {
  return LABEL_PARTICLE.exec(word)?.[1] ?? word;
}

// The copula after a noun (감동이에요, 시험이라, 시험인데, 친구야, 선물입니다), and the polite 요 after
// a verb form in the data (좋아해 + 요).
const COPULA = /^(?:이|였|이었|예|입|인|야|이야|이라|라|요$)/;
// 하다, 되다 and 나다 predicates built on a noun: 행복해요, 축하해, 공부해야, 감사합니다, 사랑한다,
// 긴장돼서, 걱정됐어, 짜증나, 땀났어.
const HADA = /^(?:하|해|했|합|한|할|함|되|돼|됐|된|될|됨|나|났|난|남)/;

export type KoreanRest = 'particle' | 'predicate';

/**
 * What the text after a vocabulary word says about the match: a particle keeps the noun (replace
 * mode swaps only the noun and keeps 가/을), a 하다 or copula ending makes the whole word a
 * predicate. Null when the rest is not grammar, e.g. 개 in 개나리 or 비 in 비행기.
 */
export function koreanRest(prefix: string, rest: string): KoreanRest | null {
  if (PARTICLE_RESTS.has(rest) && particleFits(prefix, rest)) return 'particle';
  // One-syllable nouns are homographs of verbs and counters (해 "sun" and "do", 개 "dog" and
  // "piece"), so they only count with a particle.
  if (prefix.length < 2) return null;
  return HADA.test(rest) || COPULA.test(rest) ? 'predicate' : null;
}

const HANGUL_SYLLABLES = { first: 0xac00, count: 11172, perInitial: 588, finals: 28 } as const;
const FINAL_NIEUN = 4;
const FINAL_MIEUM = 16;

function syllableIndex(syllable: string): number | null {
  const index = syllable.charCodeAt(0) - HANGUL_SYLLABLES.first;
  return index >= 0 && index < HANGUL_SYLLABLES.count ? index : null;
}

const initialConsonant = (syllable: string) => {
  const index = syllableIndex(syllable);
  return index === null ? null : Math.floor(index / HANGUL_SYLLABLES.perInitial);
};

// Syllables a verb ending starts with: 요, 서 (배고파서 is 배고프 + 아서), 고, 지, 네, 다, 면, the
// casual nominal 음 (화났음) ...
const ENDING_STARTS = new Set([...'요서고지네니다며면게기던어아었았겠세시자죠습는은을음']);

/**
 * The noun a 하다 or 되다 predicate of the vocabulary is built on (피곤하다 -> 피곤, 긴장되다 -> 긴장):
 * the text conjugates it as noun + ending (피곤해요, 긴장돼서), which koreanRest reads. Null for
 * other terms and for one-syllable nouns.
 */
export function predicateNoun(term: string): string | null {
  return term.length >= 4 && /(?:하|되)다$/.test(term) ? term.slice(0, -2) : null;
}

/**
 * A predicate of the vocabulary (배고픈, 귀여운, 신나는, 맛있어, 배고픔, 웃다): its stem without the
 * last syllable, which meets the text's other forms of the same verb (배고파서, 귀여워요,
 * 신나요, 웃었어). `ending` is that last syllable. Null for nouns; a one-syllable stem only from a
 * dictionary form (웃다, 울다, 맑다), see conjugatesPredicate.
 */
export function koreanPredicateStem(term: string): { stem: string; ending: string } | null {
  if (term.length < 2 || /\s/.test(term) || (term.length === 2 && !term.endsWith('다'))) return null;
  const ending = term.at(-1)!;
  const index = syllableIndex(ending);
  if (index === null) return null;
  const final = index % HANGUL_SYLLABLES.finals;
  const isPredicateEnding = '다는어아'.includes(ending) || final === FINAL_NIEUN || final === FINAL_MIEUM;
  return isPredicateEnding ? { stem: term.slice(0, -1), ending } : null;
}

// After a one-syllable stem, only the endings that start with a vowel (웃+어요, 울+었어, 맑+아,
// 웃+으면): with 고, 지 or 기 it would spell other words (자기 "self", not 자다 "sleep").
const VOWEL_ENDING_STARTS = new Set([...'어아었았으']);

/**
 * Whether the text after a predicate stem conjugates that predicate: it starts like a verb
 * ending, or with the same consonant as the vocabulary form's last syllable (픈 and 파 in
 * 배고픈/배고파서). Keeps 고등어 "mackerel" out of 고등학교 "high school".
 */
export function conjugatesPredicate(rest: string, ending: string, stem: string): boolean {
  const next = rest[0];
  if (next === undefined) return false;
  if (stem.length < 2) return VOWEL_ENDING_STARTS.has(next);
  return ENDING_STARTS.has(next) || initialConsonant(next) === initialConsonant(ending);
}

const syllable = (initial: number, medial: number, final: number) =>
  String.fromCharCode(HANGUL_SYLLABLES.first + initial * HANGUL_SYLLABLES.perInitial + medial * HANGUL_SYLLABLES.finals + final);

const FINAL_SSANGSIOT = 20;
const MEDIAL = { a: 0, ae: 1, eo: 4, yeo: 6, o: 8, wa: 9, wae: 10, oe: 11, u: 13, wo: 14, eu: 18, i: 20 } as const;
const INITIAL_HIEUT = 18;
/** The vowels a stem may have had before the past 았/었 merged into its last syllable. */
const MERGED_VOWELS: Partial<Record<number, number[]>> = {
  [MEDIAL.a]: [MEDIAL.a, MEDIAL.eu], // 자+았 -> 잤, 바쁘+았 -> 바빴
  [MEDIAL.eo]: [MEDIAL.eo, MEDIAL.eu], // 서+었 -> 섰, 예쁘+었 -> 예뻤
  [MEDIAL.ae]: [MEDIAL.ae], // 보내+었 -> 보냈 (하+였 -> 했: below)
  [MEDIAL.yeo]: [MEDIAL.i, MEDIAL.yeo], // 마시+었 -> 마셨
  [MEDIAL.wa]: [MEDIAL.o], // 보+았 -> 봤
  [MEDIAL.wo]: [MEDIAL.u], // 주+었 -> 줬
  [MEDIAL.wae]: [MEDIAL.oe], // 되+었 -> 됐
};

/**
 * The dictionary forms (stem + 다) a contracted past syllable may come from: after a vowel, the
 * past 았/었 merges into the stem's last syllable as a final ㅆ (자다 -> 잤어, 마시다 -> 마셨어,
 * 보다 -> 봤어). `prefix` ends in that syllable; empty when it does not end in a final ㅆ.
 */
export function contractedPastForms(prefix: string): string[] {
  const index = syllableIndex(prefix.at(-1) ?? '');
  if (index === null || index % HANGUL_SYLLABLES.finals !== FINAL_SSANGSIOT) return [];
  const initial = Math.floor(index / HANGUL_SYLLABLES.perInitial);
  const medial = Math.floor((index % HANGUL_SYLLABLES.perInitial) / HANGUL_SYLLABLES.finals);
  const vowels = [...(MERGED_VOWELS[medial] ?? [])];
  if (initial === INITIAL_HIEUT && medial === MEDIAL.ae) vowels.push(MEDIAL.a);
  const head = prefix.slice(0, -1);
  return vowels.map((vowel) => `${head}${syllable(initial, vowel, 0)}다`);
}

/** Whether `rest` is a verb ending after a past-tense syllable (잤|어, 잤|다, 갔|는데). */
export function isEndingAfterPast(rest: string): boolean {
  return rest[0] !== undefined && ENDING_STARTS.has(rest[0]);
}

/**
 * Whether a particle has the form the noun before it takes: 이, 은, 을, 과, 으로 after a final
 * consonant, 가, 는, 를, 와, 로 after a vowel (and 로 after ㄹ). 죽는 is the verb 죽다 "to die",
 * not 죽 "porridge" plus a topic particle, which would be 죽은.
 */
function particleFits(noun: string, rest: string): boolean {
  // After the plural 들, the particle follows 들.
  const plural = rest.startsWith('들');
  const index = syllableIndex(plural ? '들' : noun.at(-1)!);
  if (index === null) return true;
  const final = index % HANGUL_SYLLABLES.finals;
  const particle = plural ? rest.slice(1) : rest;
  if (particle === '') return true;
  const first = particle[0]!;
  if (first === '로') return final === 0 || final === FINAL_RIEUL;
  if ('가는를와랑나'.includes(first)) return final === 0;
  if ('이은을과으'.includes(first)) return final !== 0;
  return true;
}

const FINAL_BIEUP = 17;
const FINAL_DIGEUT = 7;
const FINAL_RIEUL = 8;

/**
 * Predicates whose stem changes before an ending that starts with 어/아, which then
 * merges into it: the two prefixes those forms begin with (present 어, past 었), for a dictionary
 * form (-다). Empty for other predicates.
 * - ㅂ-irregular: the ㅂ gives way to 우 (덥다 -> 더워서, 더웠어; 춥다 -> 추워요). Regular ㅂ verbs
 *   (잡다 -> 잡아) get prefixes no text contains.
 * - ㄷ-irregular: the ㄷ becomes ㄹ (걷다 -> 걸어서, 걸었어).
 * - 우 and 이 contraction: a stem of two or more syllables ending in 우 takes 워 (싸우다 -> 싸워서),
 *   one ending in 이 takes 여 (졸리다 -> 졸려서, 졸렸어; 흐리다 -> 흐려요).
 * - 으 elision: a stem of two or more syllables ending in 으 drops it (기쁘다 -> 기뻐서, 기뻤어;
 *   아프다 -> 아파요; 바쁘다 -> 바빠), taking 아 after a syllable with ㅏ or ㅗ and 어 otherwise.
 */
export function irregularPredicateForms(term: string): string[] {
  if (term.length < 2 || !term.endsWith('다')) return [];
  const index = syllableIndex(term.at(-2)!);
  if (index === null) return [];
  const final = index % HANGUL_SYLLABLES.finals;
  const initial = Math.floor(index / HANGUL_SYLLABLES.perInitial);
  const medial = Math.floor((index % HANGUL_SYLLABLES.perInitial) / HANGUL_SYLLABLES.finals);
  const stemHead = term.slice(0, -2);
  if (final === FINAL_BIEUP) {
    const head = stemHead + syllable(initial, medial, 0);
    return [`${head}워`, `${head}웠`];
  }
  // 걷다 -> 걸어서, 걸었어 (ㄷ-irregular; regular ㄷ verbs such as 닫다 get forms no text means).
  if (final === FINAL_DIGEUT) {
    const head = stemHead + syllable(initial, medial, FINAL_RIEUL);
    return [`${head}어`, `${head}었`];
  }
  // The contractions below leave one-syllable stems out: those are the ambiguous verbs (쓰다
  // "write", "wear" and "use"; 크다, 뜨다, 주다, 보다).
  if (final !== 0 || stemHead === '') return [];
  // The last syllable with the merged vowel, as it stands before 어/아 and in the past (ㅆ).
  const merged = (vowel: number) => [stemHead + syllable(initial, vowel, 0), stemHead + syllable(initial, vowel, FINAL_SSANGSIOT)];
  // 싸우다 -> 싸워서 (우 and 어 merge); the past 싸웠 is found by contractedPastForms.
  if (medial === MEDIAL.u) return merged(MEDIAL.wo);
  if (medial === MEDIAL.i) return merged(MEDIAL.yeo);
  if (medial === MEDIAL.eu) {
    const before = syllableIndex(stemHead.at(-1)!);
    const beforeMedial = before === null ? null : Math.floor((before % HANGUL_SYLLABLES.perInitial) / HANGUL_SYLLABLES.finals);
    return merged(beforeMedial === MEDIAL.a || beforeMedial === MEDIAL.o ? MEDIAL.a : MEDIAL.eo);
  }
  return [];
}
