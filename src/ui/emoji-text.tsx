/**
 * An emoji drawn in colour (one that shows as an emoji by default, or any pictograph with U+FE0F,
 * or a keycap) with what joins, tones or tags it; flags' two regional indicators stay one run.
 * Bounded: one pass of a regular expression without nested repetition.
 */
const EMOJI_RUN =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[#*0-9]\uFE0F?\u20E3)(?:[\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|\p{Regional_Indicator}|\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

/**
 * Running text (feedback, replies, the meaning notes), with each emoji in it set in the emoji font: a text
 * font that has black-and-white glyphs for some emoji (Korean and Chinese fonts draw 🆒🆓 as grey
 * boxes) is never asked for them.
 */
export function EmojiText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMOJI_RUN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="emoji">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
