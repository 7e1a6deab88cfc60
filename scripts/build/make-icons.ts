/**
 * Draws the site's icons once; the PNGs are committed to public/ (run again only to change them):
 *   npx tsx scripts/build/make-icons.ts
 * One SVG globe glyph, rendered by the same headless Chromium the tests use, so no image library
 * is needed: favicon.svg, icons/icon-192.png, icons/icon-512.png (rounded, transparent corners),
 * icons/maskable-512.png (full bleed, glyph inside the 80 % safe zone) and og-image.png (1200x630).
 * The installed app's shortcuts get 96 px icons (icons/shortcut-*.png, 2-3 KB each) drawn from
 * Fluent Emoji Flat (MIT, @iconify-json/fluent-emoji-flat), the artwork the repo already ships.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../lib/browser.ts';
import { ROOT } from '../lib/env.ts';
import { SHORTCUT_ICONS, shortcutIconPath } from './app-manifest.ts';

const ACCENT = '#b4420f';
const PAPER = '#fbfaf7';
const PIN = '#ffc24b';

/** The globe with a map pin, drawn in a 512 box; `scale` shrinks it around the centre. */
function glyph(scale: number): string {
  const stroke = `fill="none" stroke="${PAPER}" stroke-width="20" stroke-linecap="round"`;
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="276" r="150" ${stroke}/>
    <ellipse cx="256" cy="276" rx="64" ry="150" ${stroke}/>
    <path d="M106 276 H406 M128 200 Q256 232 384 200 M128 352 Q256 320 384 352" ${stroke}/>
    <path d="M352 58 c-42 0 -72 31 -72 70 c0 52 72 118 72 118 s72 -66 72 -118 c0 -39 -30 -70 -72 -70 z" fill="${PIN}" stroke="${ACCENT}" stroke-width="14"/>
    <circle cx="352" cy="128" r="24" fill="${ACCENT}"/>
  </g>`;
}

const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="${ACCENT}"/>
  ${glyph(0.92)}
</svg>`;

const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${ACCENT}"/>
  ${glyph(0.68)}
</svg>`;

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <rect width="1200" height="630" fill="${PAPER}"/>
  <rect x="0" y="590" width="1200" height="40" fill="${ACCENT}"/>
  <g transform="translate(90 125) scale(0.7)">${roundedIcon.replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="530" y="285" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="#1d1b16">Emoji Atlas</text>
  <text x="534" y="360" font-family="system-ui, sans-serif" font-size="38" fill="#5b574d">Search, copy and explore</text>
  <text x="534" y="410" font-family="system-ui, sans-serif" font-size="38" fill="#5b574d">every emoji in six languages,</text>
  <text x="534" y="460" font-family="system-ui, sans-serif" font-size="38" fill="#5b574d">even offline.</text>
</svg>`;

/** The emoji each shortcut shows: 🔍 search, ✨ optimizer, 🍳 kitchen, 😀 all emoji. */
const SHORTCUT_EMOJI: Record<(typeof SHORTCUT_ICONS)[number], string> = {
  search: 'magnifying-glass-tilted-left',
  optimizer: 'sparkles',
  kitchen: 'cooking',
  'all-emoji': 'grinning-face',
};

/** A Fluent emoji on the paper colour, inside the 80 % circle that launchers mask shortcut icons to. */
function shortcutIcon(name: string): string {
  const set = JSON.parse(readFileSync(join(ROOT, 'node_modules/@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'));
  const icon = set.icons[name];
  if (!icon) throw new Error(`@iconify-json/fluent-emoji-flat has no ${name}`);
  const size = icon.width ?? set.width;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="48" fill="${PAPER}"/>
  <g transform="translate(24 24) scale(${48 / size})">${icon.body}</g>
</svg>`;
}

async function main() {
  const publicDir = join(ROOT, 'public');
  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  writeFileSync(join(publicDir, 'favicon.svg'), `${roundedIcon}\n`);
  const browser = await launchBrowser();
  try {
    const render = async (svg: string, width: number, height: number, file: string) => {
      const page = await browser.newPage({ viewport: { width, height } });
      const sized = svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
      await page.screenshot({ path: join(publicDir, file), omitBackground: true });
      await page.close();
    };
    await render(roundedIcon, 192, 192, 'icons/icon-192.png');
    await render(roundedIcon, 512, 512, 'icons/icon-512.png');
    await render(maskableIcon, 512, 512, 'icons/maskable-512.png');
    await render(ogImage.replace(' width="1200" height="630"', ''), 1200, 630, 'og-image.png');
    for (const shortcut of SHORTCUT_ICONS) await render(shortcutIcon(SHORTCUT_EMOJI[shortcut]), 96, 96, shortcutIconPath(shortcut).slice(1));
  } finally {
    await browser.close();
  }
  console.log('make-icons: public/favicon.svg, public/icons/*.png (app and shortcuts), public/og-image.png');
}

await main();
