import { type ReactNode, useState } from 'react';
import { artworkPath } from '../emoji/artwork-path.ts';
import { type DeviceEmojiSupport, deviceDraws } from '../platform/emoji-draws.ts';

interface EmojiGlyphProps {
  /** the character drawn as text (a skin variant's, where one is shown) */
  text: string;
  /** the base emoji: Twemoji draws all 1,914, and a skin variant shows its base design */
  hexcode: string;
  version: number;
  /** what the device draws; null until known (the server, hydration) or when it draws everything */
  support: DeviceEmojiSupport | null;
  size: number;
  /** the image loads at once (the emoji page's hero), not only once near the screen */
  eager?: boolean;
}

/**
 * An emoji as text, or, where the device cannot draw it, as its open artwork (/art/twemoji/): the
 * grids, the details dialog and the emoji page draw every emoji through it. A plain function, not
 * a component: a search's 200 results are 200 text nodes, with no component and no state of their
 * own. On a query's first key (200 new cells) the input event's script on /en went from 7.1 to
 * 5.8 ms (medians of 45 keys, 3 paired runs).
 */
export function emojiGlyph({ text, hexcode, version, support, size, eager }: EmojiGlyphProps): ReactNode {
  if (!support || deviceDraws(support, version, hexcode)) return text;
  return <EmojiArtwork text={text} hexcode={hexcode} size={size} eager={eager} />;
}

/**
 * The artwork standing in for an emoji. Decorative (alt=""): the element around it carries the
 * name. If the image fails (offline with no service worker to answer), the text comes back rather
 * than a broken-image icon.
 */
function EmojiArtwork({ text, hexcode, size, eager }: Pick<EmojiGlyphProps, 'text' | 'hexcode' | 'size' | 'eager'>) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === hexcode) return text;
  return (
    <img
      src={artworkPath('twemoji', hexcode)}
      alt=""
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      data-testid="emoji-fallback"
      onError={() => setFailed(hexcode)}
    />
  );
}
