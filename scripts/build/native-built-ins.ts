/**
 * The Parse SDK (8.6) is compiled with @babel/runtime-corejs3: it takes Object.keys, Promise, Map,
 * Symbol, [].forEach and 40 more from core-js-pure's polyfills instead of the browser. Those were
 * 95 of the SDK's 300 KB minified (esbuild bundle), and the SDK's chunk is evaluated in one task
 * right after the feedback board's first paint: 210 ms under Lighthouse's 4x CPU slowdown, most of
 * the board's total blocking time. Every browser the site supports has these built
 * in, so this plugin resolves each polyfill to the browser's own. A polyfill it does not know
 * fails the build rather than shipping it or guessing.
 */
import type { Plugin } from 'vite';

const POLYFILL = /^(?:@babel\/runtime-corejs3\/(?:core-js-stable|core-js)|core-js-pure\/(?:features|stable|actual|es))\/(.+?)(?:\/index)?(?:\.js)?$/;
const VIRTUAL = '\0native-built-in:';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Globals the SDK takes whole, by core-js's path. */
const GLOBALS: Record<string, string> = {
  promise: 'Promise',
  map: 'Map',
  set: 'Set',
  'weak-map': 'WeakMap',
  symbol: 'Symbol',
  'global-this': 'globalThis',
  'parse-int': 'parseInt',
  // Called unbound by the SDK: wrapped so that `this` does not matter.
  'set-timeout': '(...args) => setTimeout(...args)',
  'set-interval': '(...args) => setInterval(...args)',
};
/** Static members: object/keys is Object.keys. */
const NAMESPACES: Record<string, string> = { object: 'Object', array: 'Array', number: 'Number', json: 'JSON', symbol: 'Symbol' };

/** The expression for a core-js path ('object/keys', 'instance/for-each'), or undefined. */
export function builtInFor(path: string): string | undefined {
  if (Object.hasOwn(GLOBALS, path)) return GLOBALS[path];
  const [namespace = '', member, ...rest] = path.split('/');
  if (!member || rest.length > 0) return undefined;
  // An instance helper returns the method for a value: core-js's own for arrays and strings, which
  // are the browser's here. The SDK calls it as helper(value).call(value, ...).
  if (namespace === 'instance') return `(it) => it.${camel(member)}`;
  return Object.hasOwn(NAMESPACES, namespace) ? `${NAMESPACES[namespace]}.${camel(member)}` : undefined;
}

/** The plugin's id for a polyfill's module, or null for any other module. */
export const resolveBuiltIn = (source: string): string | null => (POLYFILL.test(source) ? VIRTUAL + source : null);

/** The module that stands for a polyfill: the built-in, as CommonJS, which is how the SDK requires it. */
export function loadBuiltIn(id: string): string | null {
  if (!id.startsWith(VIRTUAL)) return null;
  const source = id.slice(VIRTUAL.length);
  const expression = builtInFor(POLYFILL.exec(source)![1]!);
  if (!expression) throw new Error(`No built-in for the polyfill ${source}: add it to scripts/build/native-built-ins.ts`);
  // interopRequireDefault then wraps it as { default }.
  return `module.exports = ${expression};`;
}

export const nativeBuiltIns = (): Plugin => ({ name: 'atlas-native-built-ins', enforce: 'pre', resolveId: resolveBuiltIn, load: loadBuiltIn });
