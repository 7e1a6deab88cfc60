import { useState } from 'react';

interface ArtworkImageProps {
  src: string;
  /** the emoji's text, shown instead if the image cannot be loaded */
  text: string;
  size: number;
}

/**
 * An emoji's open artwork, standing in where the device cannot draw the emoji. Decorative (alt=""):
 * the element around it carries the name. If the image fails (offline with no service worker to
 * answer), the text comes back rather than a broken-image icon.
 */
export function ArtworkImage({ src, text, size }: ArtworkImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return text;
  return <img src={src} alt="" width={size} height={size} loading="lazy" data-testid="emoji-fallback" onError={() => setFailed(src)} />;
}
