import type { Change, OptimizeMode, OptimizeResult } from '../../optimizer/types.ts';

/** The result text cut into plain runs and emoji, so the emoji can be highlighted. */
export type ResultPiece = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: string; word: string };

/**
 * Rebuilds the result from the original text and the changes (their `index` is a position in
 * the original), or null when they do not add up to `result.text`: the result is then shown
 * without highlights rather than with misplaced ones.
 */
export function resultPieces(original: string, mode: OptimizeMode, result: OptimizeResult): ResultPiece[] | null {
  const pieces: ResultPiece[] = [];
  let cursor = 0;
  const sorted: Change[] = [...result.changes].sort((a, b) => a.index - b.index);
  for (const change of sorted) {
    const end = change.index + change.word.length;
    if (change.index < cursor || original.slice(change.index, end) !== change.word) return null;
    const before = original.slice(cursor, mode === 'add' ? end : change.index);
    if (before) pieces.push({ kind: 'text', text: before });
    pieces.push({ kind: 'emoji', emoji: change.emoji, word: change.word });
    cursor = end;
  }
  if (cursor < original.length) pieces.push({ kind: 'text', text: original.slice(cursor) });
  const rebuilt = pieces.map((piece) => (piece.kind === 'text' ? piece.text : piece.emoji)).join('');
  return rebuilt === result.text ? pieces : null;
}
