/**
 * The service worker's answer for artwork it cannot fetch offline: the emoji's own text as an SVG,
 * built only from a checked hexcode; any other URL gets no answer (the failure stands).
 */
import { describe, expect, it } from 'vitest';
import { artworkStandIn } from '../../../src/platform/artwork-stand-in.ts';

const standIn = (path: string) => artworkStandIn({ request: new Request(`https://emoji.example${path}`) });

describe('artworkStandIn', () => {
  it('draws a flag and a ZWJ sequence as their text', async () => {
    const flag = await standIn('/art/twemoji/1F1EF-1F1F5.svg');
    expect(flag?.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await flag!.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>&#x1F1EF;&#x1F1F5;</text>');
    expect(await (await standIn('/art/noto/1F9D1-200D-1F4BB.svg'))!.text()).toContain('>&#x1F9D1;&#x200D;&#x1F4BB;</text>');
  });

  it.each([
    '/art/twemoji/%3Cscript%3E.svg',
    '/art/twemoji/1f600.svg',
    '/art/twemoji/1F600.svg/../x',
    '/art/twemoji/1F600-.svg',
    '/art/../1F600.svg',
    '/art/twemoji/1F600.png',
    `/art/twemoji/${Array(12).fill('1F600').join('-')}.svg`,
  ])('gives no answer for %s', async (path) => {
    expect(await standIn(path)).toBeUndefined();
  });
});
