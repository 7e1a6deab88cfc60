/**
 * The open emoji designs the emoji pages show as images, each from an npm package of Iconify's
 * (one JSON of SVG bodies per set, read at build time: scripts/build/artwork.ts) and credited as
 * its licence asks, on the page and in the README. Apple's and Samsung's artwork is not ours to ship.
 */
export const ARTWORK_SETS = [
  {
    key: 'noto',
    name: 'Google Noto Emoji',
    author: 'Google',
    licence: 'Apache 2.0',
    licenceUrl: 'https://www.apache.org/licenses/LICENSE-2.0',
    source: 'https://github.com/googlefonts/noto-emoji',
    package: '@iconify-json/noto',
  },
  {
    key: 'twemoji',
    name: 'Twemoji',
    author: 'Twitter, Inc and other contributors',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    source: 'https://github.com/jdecked/twemoji',
    package: '@iconify-json/twemoji',
  },
  {
    key: 'fluent',
    name: 'Microsoft Fluent Emoji (flat)',
    author: 'Microsoft Corporation',
    licence: 'MIT',
    licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    source: 'https://github.com/microsoft/fluentui-emoji',
    package: '@iconify-json/fluent-emoji-flat',
  },
  {
    key: 'openmoji',
    name: 'OpenMoji',
    author: 'OpenMoji, HfG Schwäbisch Gmünd',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    source: 'https://github.com/hfg-gmuend/openmoji',
    package: '@iconify-json/openmoji',
  },
] as const;

export type ArtworkSet = (typeof ARTWORK_SETS)[number]['key'];
