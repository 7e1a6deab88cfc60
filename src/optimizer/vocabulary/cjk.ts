import type { Emoji } from '../../emoji/types.ts';
import { type EmojiPick, penalized } from '../types.ts';
import { RELATION, type RelationTable } from './relations.ts';
import { KANA_ONLY, normalizeTerm, spaceOf } from './terms.ts';
import type { TrieNode } from './types.ts';

/** Chinese and Japanese terms found inside other labels (生日 in 生日蛋糕): bigram-indexed scan. */
export function addCjkLabelWords(table: RelationTable, labels: Map<number, string>, locale: string): void {
  const byBigram = new Map<string, number[]>();
  for (const [index, label] of labels) {
    for (let i = 0; i + 2 <= label.length; i += 1) {
      const bigram = label.slice(i, i + 2);
      const indexes = byBigram.get(bigram) ?? [];
      if (indexes.at(-1) !== index) indexes.push(index);
      byBigram.set(bigram, indexes);
    }
  }
  for (const term of [...table.byTerm.keys()]) {
    if (term.length < 2) continue;
    for (const index of byBigram.get(term.slice(0, 2)) ?? []) {
      const label = labels.get(index)!;
      if (label !== term && label.includes(term)) table.add(term, index, RELATION.labelWord);
    }
  }
  // One character is a word of the label only where the segmenter cuts it out: 熱 in 熱がある顔
  // and 雪 in 雪の結晶, not 海 inside 海賊旗 (pirate flag).
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  for (const [index, label] of labels) {
    if (label.length < 2 || ![...label].some((char) => table.byTerm.has(char))) continue;
    for (const { segment } of segmenter.segment(label)) {
      if (segment.length === 1 && segment !== label && table.byTerm.has(segment)) table.add(segment, index, RELATION.labelWord);
    }
  }
}

/** Japanese and Taiwanese text: the Chinese label confirms a term (猫 for 🐈 ネコ; see scoreOf). */
export function addChineseLabels(table: RelationTable, emoji: readonly Emoji[]): void {
  emoji.forEach((entry, index) => {
    if (!entry.zhLabel || entry.category === 'flags') return;
    const term = normalizeTerm(entry.zhLabel);
    // Only a confirmation: the word must already name the emoji in the text's own language.
    if (table.byTerm.get(term)?.has(index)) table.add(term, index, RELATION.chineseLabel);
  });
}

/** The trie of Chinese/Japanese terms, their stop words and generated inflections. */
export function buildCjkTrie(cjkPicks: Map<string, EmojiPick>, stopWords: Set<string>, inflectionsOf: ((term: string) => string[]) | null): TrieNode {
  const cjk: TrieNode = { next: new Map() };
  for (const [term, pick] of cjkPicks) insert(cjk, term, pick);
  // Stop words of two or more characters are words too: 第一次 "the first time" is no 第一 🥇.
  for (const word of stopWords) {
    if (word.length < 2 || spaceOf(word) !== 'cjk') continue;
    const node = nodeFor(cjk, word);
    if (!node.pick) {
      node.stop = true;
      if (KANA_ONLY.test(word)) node.kanaOnly = true;
    }
  }
  if (inflectionsOf) {
    for (const [term, pick] of cjkPicks) {
      const inflected = penalized(pick);
      for (const form of inflectionsOf(term)) {
        if (!cjkPicks.has(form)) insert(cjk, form, inflected);
      }
    }
  }
  return cjk;
}

function nodeFor(root: TrieNode, term: string): TrieNode {
  let node = root;
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i);
    let child = node.next.get(code);
    if (!child) node.next.set(code, (child = { next: new Map() }));
    node = child;
  }
  return node;
}

function insert(root: TrieNode, term: string, pick: EmojiPick): void {
  const node = nodeFor(root, term);
  // A word of the data wins over a generated inflection that happens to spell it.
  if (node.pick && node.pick.score >= pick.score) return;
  node.pick = pick;
  if (KANA_ONLY.test(term)) node.kanaOnly = true;
}
