/**
 * What the service worker answers for an artwork image (/art/{set}/{hexcode}.svg) it has not kept
 * and cannot fetch (offline): an SVG that draws the emoji's own text, so the visitor sees what the
 * device draws (an empty box, or letters for a flag) where the image would be, instead of a broken
 * image, and the page logs no failed load. Workbox copies this function's source into the worker
 * (scripts/build/workbox-options.ts): it may use nothing from outside itself. The hexcode is checked before it is
 * written into the SVG, and only as numeric character references, so a crafted URL adds no markup.
 */
export async function artworkStandIn({ request }: { request: Request }): Promise<Response | undefined> {
  const hexcode = /\/art\/[a-z]+\/([0-9A-F]{2,6}(?:-[0-9A-F]{2,6}){0,9})\.svg$/.exec(new URL(request.url).pathname)?.[1];
  if (!hexcode) return undefined;
  const text = hexcode
    .split('-')
    .map((code) => `&#x${code};`)
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><text x="16" y="27" font-size="28" text-anchor="middle"' +
    ` font-family="Apple Color Emoji,Segoe UI Emoji,Noto Color Emoji,sans-serif">${text}</text></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
