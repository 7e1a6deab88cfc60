/**
 * Chinese text folded to Simplified characters, for the index and the query alike, so that either
 * script finds both pages' labels (貓 finds 🐈 猫 on the Simplified page). The table is OpenCC's
 * character conversion, cut to the characters the Chinese labels and tags use
 * (data/chinese-variants.json, scripts/build/chinese-variants.ts): 1,300 pairs, 6 KB gzip.
 */
import variants from '../../data/chinese-variants.json';

const SIMPLIFIED = new Map<string, string>();
{
  const chars = Array.from(variants.pairs);
  for (let i = 0; i + 1 < chars.length; i += 2) SIMPLIFIED.set(chars[i]!, chars[i + 1]!);
}

const TRADITIONAL_CANDIDATE = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The text with each Traditional character the table knows replaced by its Simplified one. Text
 * already Simplified comes back as the same string: the index keeps it, not a copy (the /en page
 * held 11,000 such copies of its Chinese tags, 0.2 MB of heap).
 */
export function toSimplifiedChinese(text: string): string {
  if (!TRADITIONAL_CANDIDATE.test(text)) return text;
  let out = '';
  for (const char of text) out += SIMPLIFIED.get(char) ?? char;
  return out === text ? text : out;
}
