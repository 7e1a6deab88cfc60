/**
 * scripts/build/native-built-ins.ts: every core-js polyfill the Parse SDK's browser build and its Babel
 * helpers ask for resolves to a built-in that exists, and one it does not know fails the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInFor, loadBuiltIn, resolveBuiltIn } from '../../../../scripts/build/native-built-ins.ts';

const require = createRequire(import.meta.url);
const SDK = join(dirname(require.resolve('parse')), 'lib', 'browser');
const HELPERS = join(dirname(require.resolve('@babel/runtime-corejs3/helpers/defineProperty')));
const REQUIRED = /require\("((?:@babel\/runtime-corejs3\/core-js[^"]*|core-js-pure\/[^"]+))"\)/g;

const SDK_HELPER = /require\("@babel\/runtime-corejs3\/helpers\/([\w$]+)"\)/g;
const HELPER_HELPER = /require\("\.\/([\w$]+)\.js"\)/g;

/** The polyfills the SDK's files require, and those of the Babel helpers they require, helper by helper. */
function sdkPolyfills(): string[] {
  const polyfills = new Set<string>();
  const helpers = new Set<string>();
  const read = (text: string, helperPattern: RegExp) => {
    for (const [, source] of text.matchAll(REQUIRED)) polyfills.add(source!);
    for (const [, helper] of text.matchAll(helperPattern)) {
      if (helpers.has(helper!)) continue;
      helpers.add(helper!);
      read(readFileSync(join(HELPERS, `${helper}.js`), 'utf8'), HELPER_HELPER);
    }
  };
  for (const file of readdirSync(SDK).filter((name) => name.endsWith('.js'))) read(readFileSync(join(SDK, file), 'utf8'), SDK_HELPER);
  return [...polyfills].sort();
}

/** What the module the plugin writes for `source` exports, evaluated as CommonJS. */
function exported(source: string): unknown {
  const id = resolveBuiltIn(source);
  if (!id) throw new Error(`not resolved: ${source}`);
  const module = { exports: undefined as unknown };
  new Function('module', loadBuiltIn(id)!)(module);
  return module.exports;
}

describe('native built-ins for the Parse SDK', () => {
  const polyfills = sdkPolyfills();

  it('finds the polyfills the SDK and its helpers require', () => {
    expect(polyfills).toContain('@babel/runtime-corejs3/core-js-stable/instance/for-each');
    expect(polyfills).toContain('core-js-pure/features/symbol/index.js');
    expect(polyfills.length).toBeGreaterThan(40);
  });

  it('resolves every one to a built-in that exists', () => {
    const missing = polyfills.filter((source) => {
      try {
        return exported(source) === undefined;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('gives the browser’s own functions and objects', () => {
    expect(exported('@babel/runtime-corejs3/core-js-stable/object/keys')).toBe(Object.keys);
    expect(exported('@babel/runtime-corejs3/core-js-stable/promise')).toBe(Promise);
    expect(exported('core-js-pure/features/symbol/iterator.js')).toBe(Symbol.iterator);
    expect(exported('@babel/runtime-corejs3/core-js-stable/symbol/for')).toBe(Symbol.for);
    const forEach = exported('@babel/runtime-corejs3/core-js-stable/instance/for-each') as (it: unknown) => unknown;
    expect(forEach([1])).toBe(Array.prototype.forEach);
    const startsWith = exported('@babel/runtime-corejs3/core-js-stable/instance/starts-with') as (it: unknown) => unknown;
    expect(startsWith('ab')).toBe(String.prototype.startsWith);
    const setTimeoutUnbound = exported('@babel/runtime-corejs3/core-js-stable/set-timeout') as typeof setTimeout;
    expect(typeof setTimeoutUnbound).toBe('function');
  });

  it('leaves other modules alone and refuses a polyfill it does not know', () => {
    expect(resolveBuiltIn('parse')).toBeNull();
    expect(resolveBuiltIn('@babel/runtime-corejs3/helpers/defineProperty')).toBeNull();
    expect(loadBuiltIn('/work/src/main.tsx')).toBeNull();
    expect(builtInFor('instance/for-each/extra')).toBeUndefined();
    expect(builtInFor('url-search-params')).toBeUndefined();
    expect(builtInFor('constructor')).toBeUndefined();
    expect(builtInFor('constructor/name')).toBeUndefined();
    expect(() => exported('@babel/runtime-corejs3/core-js-stable/url-search-params')).toThrow(/No built-in for the polyfill/);
  });
});
