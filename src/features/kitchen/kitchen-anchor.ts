/**
 * The kitchen's place on home (#kitchen), opened by the installed app's "kitchen" shortcut
 * (scripts/build/app-manifest.ts). Values only, so that the build imports it in Node; apart from
 * src/platform/installed-app-urls.ts, which is in home's first load.
 */
export const KITCHEN_ANCHOR = 'kitchen';
