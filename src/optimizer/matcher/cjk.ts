import type { Deadline } from '../deadline.ts';
import type { Token } from '../tokens.ts';
import type { EmojiPick } from '../types.ts';
import type { TrieNode, Vocabulary } from '../vocabulary.ts';
import type { LazySegments } from './cjk-segments.ts';
import type { WordMatch } from './types.ts';

function isAttachedGrammar(text: string, from: number, to: number, grammar: Set<string>): boolean {
  for (let i = from; i < to; i += 1) if (!grammar.has(text[i]!)) return false;
  return true;
}

/**
 * Chinese and Japanese: at each position the longest vocabulary term wins (披萨 and 冰淇淋 whole,
 * even where the segmenter cut 披|萨), but only where the segmenter agrees a word can start:
 * - a term of two or more characters must start where the run or the previous word ended, at a
 *   segment boundary, or after attached grammar within its segment (刚跑步 -> 刚 + 跑步);
 * - a one-character term must be its whole segment, up to attached grammar (猫又, 吃了), so 爱
 *   is not found in 可爱, 海 not in 海外, 杯 not in 一杯, 家 not in 我家;
 * - a kana-only term must be exactly one or more whole segments, up to attached grammar (わな is
 *   not in 間に合わなかった).
 */
export function matchCjkRun(token: Token, text: string, vocabulary: Vocabulary, segments: LazySegments, out: WordMatch[], deadline: Deadline): void {
  // The terms found at a position, reused from one position to the next: emptying the arrays
  // instead (length = 0) took a twentieth of a Chinese text's time.
  const ends: number[] = [];
  const nodes: TrieNode[] = [];
  // Where the last word ended: the next one may start there without asking the segmenter.
  let wordEnd = token.start;
  let position = token.start;
  const firstMatch = out.length;
  while (position < token.end && !deadline.passed()) {
    const doubled = doubledTerm(text, position, token.end, vocabulary);
    if (doubled && (position === wordEnd || segments.isBoundary(position))) {
      out.push({ start: position, end: position + 4, replaceEnd: position + 4, pick: doubled });
      position = wordEnd = position + 4;
      continue;
    }
    let found = 0;
    let node: TrieNode | undefined = vocabulary.cjk;
    for (let j = position; j < token.end; j += 1) {
      node = node.next.get(text.charCodeAt(j));
      if (!node) break;
      if (node.pick || node.stop) {
        ends[found] = j + 1;
        nodes[found] = node;
        found += 1;
      }
    }
    const separable = separableTerm(text, position, token.end, vocabulary);
    const afterDigits = (found > 0 || separable !== null) && countsDigits(text, position);
    if (
      separable &&
      separable.end > (found > 0 ? ends[found - 1]! : position) &&
      !afterDigits &&
      startsWord(position, separable.end, separable.node, position === wordEnd, token, text, vocabulary, segments)
    ) {
      out.push({ start: position, end: separable.end, replaceEnd: separable.end, pick: separable.node.pick! });
      position = wordEnd = separable.end;
      continue;
    }
    let matched = false;
    for (let t = found - 1; t >= 0 && !matched; t -= 1) {
      const end = ends[t]!;
      const terminal = nodes[t]!;
      let start = position;
      if (splitsKatakanaWord(text, position, end, token)) {
        const compoundStart = katakanaCompoundStart(text, position, end, token, vocabulary);
        if (compoundStart === null) continue;
        start = compoundStart;
      }
      if (!terminal.stop && afterDigits) continue;
      // A stop word may also end where a segment ends without starting where one starts: 成狗 of
      // 哭成|狗 ("cried like a dog", so much) hides the dog.
      const startsHere = startsWord(start, end, terminal, start === wordEnd, token, text, vocabulary, segments);
      if (!startsHere && !(terminal.stop && segments.isBoundary(end))) continue;
      if (terminal.stop) {
        // A stop word: the longest word here takes no emoji and hides the terms inside it.
        position = wordEnd = end;
        matched = true;
        continue;
      }
      if (betterTermAcross(text, position, end, token.end, terminal.pick!.score, vocabulary)) continue;
      const termEnd = withWordEnding(text, extendRepetition(text, start, end, token.end), token.end, vocabulary.wordEndings);
      // A term that opens a longer word (小猫 of 小猫咪) stands for that word: the emoji goes after
      // it, not inside it, and replaces all of it. Grammar after a term (下雨|了) stays outside.
      const segmentEnd = termEnd < token.end ? segments.at(termEnd - 1).end : termEnd;
      const inWord = segmentEnd > termEnd && !isAttachedGrammar(text, termEnd, segmentEnd, vocabulary.grammarAfter);
      const nextWordEnd = inWord ? segmentEnd : termEnd;
      // The food's emoji pictures what describes it: skipped, the food is matched next.
      if (nextWordEnd - start === 1 && !vocabulary.foodEmoji.has(terminal.pick!.emoji) && describesFood(text, nextWordEnd, token.end, vocabulary))
        continue;
      const wordStart = withPrefix(text, start, Math.max(wordEnd, token.start), vocabulary.wordPrefixes, segments);
      wordEnd = nextWordEnd;
      out.push({ start: wordStart, end: wordEnd, replaceEnd: wordEnd, pick: terminal.pick! });
      position = wordEnd;
      matched = true;
    }
    if (!matched) position += 1;
  }
  if (out.length > firstMatch && isFourCharacterPhrase(token, vocabulary, segments)) joinAsOneWord(out, firstMatch, token.start, token.end);
  else if (out.length > firstMatch) joinClauseEndPhrase(out, firstMatch, token, text, vocabulary, segments);
}

/**
 * 开开心心, 高高兴兴: a two-character Han term written AABB is the term, doubled for emphasis, and
 * one word (the segmenter cuts it 开|开心|心). Its term's pick, or null.
 */
function doubledTerm(text: string, position: number, limit: number, vocabulary: Vocabulary): EmojiPick | null {
  if (position + 4 > limit) return null;
  const a = text.charCodeAt(position);
  const b = text.charCodeAt(position + 2);
  if (a !== text.charCodeAt(position + 1) || b !== text.charCodeAt(position + 3) || a === b || !isHan(a) || !isHan(b)) return null;
  const node = vocabulary.cjk.next.get(a)?.next.get(b);
  return node?.pick && !node.stop ? node.pick : null;
}

const isHan = (code: number) => (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);

/** 火锅店, ラーメン屋, お願いします: word endings of the language right after a term make one word with it. */
function withWordEnding(text: string, end: number, limit: number, endings: readonly string[]): number {
  // Endings may follow one another (パン屋さん): each one read moves the end on.
  for (let extended = true; extended; ) {
    extended = false;
    for (const ending of endings) {
      if (end + ending.length > limit || !text.startsWith(ending, end)) continue;
      end += ending.length;
      extended = true;
      break;
    }
  }
  return end;
}

/** お誕生日, ご飯: a prefix of the language that is its own segment right before a term is one word with it. */
function withPrefix(text: string, start: number, earliest: number, prefixes: ReadonlySet<string>, segments: LazySegments): number {
  return start > earliest && prefixes.has(text[start - 1]!) && segments.isBoundary(start - 1) ? start - 1 : start;
}

/**
 * 身体健康, 注意安全, 万事如意: a Chinese clause of four characters made of two words of two (四字格)
 * is read as one set phrase, so it takes one emoji, after it.
 */
function isFourCharacterPhrase(token: Token, vocabulary: Vocabulary, segments: LazySegments): boolean {
  if ((vocabulary.lang !== 'zh' && vocabulary.lang !== 'zh_tw') || token.end - token.start !== 4) return false;
  if (!isHan(token.text.charCodeAt(0)) || !isHan(token.text.charCodeAt(3))) return false;
  return segments.at(token.start).end === token.start + 2 && segments.at(token.start + 2).end === token.end;
}

/**
 * 祝大家新的一年身体健康，大家出门注意安全，吃了一块起司蛋糕: a clause that ends in two words of two Han
 * characters, the last a wish or a feeling (健康, 快乐, 安全: a polar word) or both foods, ends in a
 * set phrase or a compound, one word with one emoji after it. Two words back to back are more
 * often two (西瓜打折, 回家泡澡, 同事聚餐): joining any such pair at a clause's end cost 0.006 of
 * recall and precision on the Chinese dev sets.
 */
function joinClauseEndPhrase(out: WordMatch[], firstMatch: number, token: Token, text: string, vocabulary: Vocabulary, segments: LazySegments): void {
  if (vocabulary.lang !== 'zh' && vocabulary.lang !== 'zh_tw') return;
  const last = out[out.length - 1]!;
  const start = last.start - 2;
  if (
    last.end !== token.end ||
    last.end - last.start !== 2 ||
    start < token.start ||
    !isHan(text.charCodeAt(start)) ||
    !isHan(text.charCodeAt(last.end - 1))
  )
    return;
  if (vocabulary.attachedGrammar.has(text[last.start - 1]!) || vocabulary.attachedGrammar.has(text[last.end - 1]!)) return;
  const lastWord = text.slice(last.start, last.end);
  const isPolar = (vocabulary.polarWords.byFirstCharacter.get(lastWord.charCodeAt(0)) ?? []).some((entry) => entry.word === lastWord);
  const first = out.length - firstMatch >= 2 ? out[out.length - 2]! : undefined;
  if (first?.start === start && first.end === last.start) {
    if (isPolar || (vocabulary.foodEmoji.has(first.pick.emoji) && vocabulary.foodEmoji.has(last.pick.emoji)))
      joinAsOneWord(out, out.length - 2, start, last.end, true);
    return;
  }
  // 身體健康 where 身體 is no word of the vocabulary: a word of the segmenter, not a stop word.
  const before = vocabulary.cjk.next.get(text.charCodeAt(start))?.next.get(text.charCodeAt(start + 1));
  const isWord = segments.at(start).start === start && segments.at(start).end === last.start && !before?.stop;
  if (isPolar && isWord && (first === undefined || first.end <= start)) out[out.length - 1] = { ...last, start };
}

/**
 * The run's matches from `first` on become one, from `start` to `end`: the best pick first, or
 * the last word's where it is the head (蛋糕 of 起司蛋糕, 健康 of 身体健康), the others' emoji its
 * alternatives.
 */
function joinAsOneWord(out: WordMatch[], first: number, start: number, end: number, headLast = false): void {
  const picks = out.splice(first).map((match) => match.pick);
  if (headLast) picks.reverse();
  else picks.sort((a, b) => b.score - a.score);
  const [best, ...rest] = picks as [EmojiPick, ...EmojiPick[]];
  const alternatives = [...new Set([...rest.map((pick) => pick.emoji), ...best.alternatives, ...rest.flatMap((pick) => pick.alternatives)])];
  out.push({ start, end, replaceEnd: end, pick: { ...best, alternatives } });
}

/**
 * 热咖啡 is a hot coffee, ☕, not 🥵 and ☕; 热牛奶 likewise: one character that is no food itself,
 * written right before a food or a drink of two or more characters in the same run, describes it
 * (or, 吃早饭, is the verb it goes with), and the food's emoji pictures both. Whether a food of two
 * or more characters starts at `end`. Longer words (中秋节 before 烤肉) name things of their own,
 * and a food before a food (冰 🧊 in 冰奶茶, 珍奶冰块) is two things: both keep their emoji. On the
 * evaluation sets: zh dev recall 0.835 -> 0.837, precision 0.959 -> 0.960.
 */
function describesFood(text: string, end: number, limit: number, vocabulary: Vocabulary): boolean {
  // Chinese only: Japanese marks its adjectives (熱いコーヒー), and a kanji before katakana is
  // seldom a modifier (脚パンパン "legs worn out" has no bread).
  if (vocabulary.lang !== 'zh' && vocabulary.lang !== 'zh_tw') return false;
  let node: TrieNode | undefined = vocabulary.cjk;
  for (let j = end; j < limit && node; j += 1) {
    node = node.next.get(text.charCodeAt(j));
    if (node?.pick && !node.stop && j + 1 - end >= 2 && vocabulary.foodEmoji.has(node.pick.emoji)) return true;
  }
  return false;
}

// What a Chinese separable verb (离合词) takes between its two characters: 洗完澡 and 洗了个澡 are
// 洗澡, 睡个好觉 is 睡觉, 跑完步 is 跑步, 吃过饭 is 吃饭. Longest first.
const SEPARABLE_INFIXES = ['了个', '了個', '个好', '個好', '完', '了', '过', '過', '个', '個'];
// Char codes: asked at every position of a Chinese run, a one-character string per question cost
// 3% of the optimizer's time there.
const INFIX_STARTS = new Set(SEPARABLE_INFIXES.map((infix) => infix.charCodeAt(0)));

/** A two-character Chinese term written apart by an aspect or a measure (洗完澡 for 洗澡), or null. */
function separableTerm(text: string, position: number, limit: number, vocabulary: Vocabulary): { end: number; node: TrieNode } | null {
  if (vocabulary.lang !== 'zh' && vocabulary.lang !== 'zh_tw') return null;
  if (!INFIX_STARTS.has(text.charCodeAt(position + 1))) return null;
  const first = vocabulary.cjk.next.get(text.charCodeAt(position));
  if (!first) return null;
  for (const infix of SEPARABLE_INFIXES) {
    const last = position + 1 + infix.length;
    if (last >= limit || !text.startsWith(infix, position + 1)) continue;
    const node = first.next.get(text.charCodeAt(last));
    if (node?.pick && !node.stop) return { end: last + 1, node };
  }
  return null;
}

const DIGIT = /\p{Nd}/u;

/**
 * Han (U+4E00-9FFF) and hiragana (U+3040-309F) are neither digits nor katakana: most characters of
 * a Chinese or Japanese run are answered by their code, without a one-character string and a
 * regular expression (those took 4% of the optimizer's time on a Chinese text).
 */
const isHanOrHiragana = (code: number) => (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3040 && code <= 0x309f);

/** 3本 is three of something, not a book, and 1時間 an hour, not ⏳: a term right after digits is a counter or a unit. */
function countsDigits(text: string, position: number): boolean {
  return position > 0 && !isHanOrHiragana(text.charCodeAt(position - 1)) && DIGIT.test(text[position - 1]!);
}

const KATAKANA_LETTER = /[\p{Script=Katakana}ー]/u;
const isKatakana = (text: string, index: number) => !isHanOrHiragana(text.charCodeAt(index)) && KATAKANA_LETTER.test(text[index] ?? '');

/**
 * パン is no word inside パンダ, nor キー inside ラッキー: a loanword in katakana runs from the start
 * to the end of its katakana.
 */
function splitsKatakanaWord(text: string, start: number, end: number, token: Token): boolean {
  const cutsEnd = end < token.end && isKatakana(text, end - 1) && isKatakana(text, end);
  const cutsStart = start > token.start && isKatakana(text, start - 1) && isKatakana(text, start);
  return cutsEnd || cutsStart;
}

/**
 * チーズケーキ is a ケーキ, メロンパン a パン: a katakana word made of two vocabulary words is
 * pictured by the last one, its head, and the whole compound is the word. Returns where the
 * compound starts when the term from `start` to `end` is such a head, else null.
 */
function katakanaCompoundStart(text: string, start: number, end: number, token: Token, vocabulary: Vocabulary): number | null {
  if (end < token.end && isKatakana(text, end)) return null;
  let first = start;
  while (first > token.start && isKatakana(text, first - 1)) first -= 1;
  if (first === start) return null;
  let node: TrieNode | undefined = vocabulary.cjk;
  for (let i = first; i < start && node; i += 1) node = node.next.get(text.charCodeAt(i));
  if (node?.pick) return first;
  // A head of three kana or more after a modifier of two or more is a compound too, even when the
  // modifier is no vocabulary word (コナコーヒー is a コーヒー, Kona a place).
  return end - start >= 3 && start - first >= 2 ? first : null;
}

/**
 * 新手机 is 新 + 手机 (phone), not 新手 (beginner) + 机: a term that starts inside this one, runs
 * past its end and names its emoji better (a label against a tag) takes the characters they share.
 * A term that opens with attached grammar (好冷 "so cold", a tag of 🧣) is that grammar plus a
 * word: where the word alone names its emoji better (冷, 🥶), the word is taken.
 */
function betterTermAcross(text: string, start: number, end: number, limit: number, score: number, vocabulary: Vocabulary): boolean {
  for (let from = start + 1; from < end; from += 1) {
    const afterGrammar = isAttachedGrammar(text, start, from, vocabulary.attachedGrammar);
    let node: TrieNode | undefined = vocabulary.cjk;
    for (let j = from; j < limit; j += 1) {
      node = node.next.get(text.charCodeAt(j));
      if (!node) break;
      if ((j + 1 > end || afterGrammar) && node.pick && node.pick.score > score && !node.kanaOnly) return true;
    }
  }
  return false;
}

const COMBINING_MARK = /\p{M}/u;

function startsWord(
  start: number,
  end: number,
  node: TrieNode,
  afterWord: boolean,
  token: Token,
  text: string,
  vocabulary: Vocabulary,
  segments: LazySegments,
): boolean {
  if (node.kanaOnly) {
    // Start first: positions are asked of the segmenter in increasing order (see LazySegments).
    // The segmenter glues particles to kana endings (かわいかっ|たよ): after a conjugated form (four
    // kana or more; a short word could end inside another: わな in 合わ|なか), grammar may follow.
    return (
      segments.isBoundary(start) &&
      (end === token.end ||
        segments.isBoundary(end) ||
        (end - start >= 4 && isAttachedGrammar(text, end, segments.at(end).end, vocabulary.attachedGrammar)))
    );
  }
  // A term of two or more characters that starts a word or a segment starts a word (below: a
  // segment's start is preceded by no grammar within it).
  if (end - start >= 2 && (afterWord || segments.endsLastSegment(start))) return true;
  // No word boundary falls before a combining mark (Unicode word rule WB4), so a one-character
  // term a mark follows is never a whole segment: answered without the segmenter, which costs
  // 3 µs a question there (5,000 Han characters each with marks: 17 ms of 20).
  if (end - start === 1 && COMBINING_MARK.test(text[end] ?? '')) return false;
  const segment = segments.at(start);
  // A compound puts its head last (大熊猫 is a 熊猫, 火车站 a 车站): a term of two or more
  // characters may start inside the segment it ends.
  if (end - start >= 2 && end === segment.end) return true;
  if (!isAttachedGrammar(text, segment.start, start, vocabulary.attachedGrammar)) return false;
  return end - start >= 2 || isAttachedGrammar(text, end, segment.end, vocabulary.grammarAfter);
}

/**
 * 狗狗, 哈哈哈: a term made of one repeated character takes in the repetitions that follow; 开心开心,
 * 研究研究 (ABAB): a longer term written again right after itself is one word with it.
 */
function extendRepetition(text: string, start: number, end: number, limit: number): number {
  const unit = text.charCodeAt(end - 1);
  let repeatsOneCharacter = true;
  for (let i = start; i < end && repeatsOneCharacter; i += 1) repeatsOneCharacter = text.charCodeAt(i) === unit;
  if (!repeatsOneCharacter) {
    const length = end - start;
    return end + length <= limit && text.startsWith(text.slice(start, end), end) ? end + length : end;
  }
  let extended = end;
  while (extended < limit && text.charCodeAt(extended) === unit) extended += 1;
  return extended;
}
