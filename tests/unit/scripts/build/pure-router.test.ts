/**
 * scripts/build/pure-router.ts: React Router's components are marked pure and lose their names, so
 * the bundler can leave out those the site does not use; the module still parses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from '../../../../scripts/build/pure-router.ts';

const require = createRequire(import.meta.url);
/** The folder of the modules the browser build resolves (the "import" condition of React Router's exports). */
const ROUTER_DIST = join(dirname(require.resolve('react-router/package.json')), 'dist', 'development');
const UNMARKED = /(?<!@__PURE__ \*\/ )\bReact\d*\.(?:forwardRef|memo|createContext)\(/g;
const MARKED = /@__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = /gm;

describe('markRouterPure', () => {
  it('marks a component definition pure once and drops its name; a computed name stays', () => {
    const code = [
      'var Link = React10.forwardRef(function Link2() {});',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'Link.displayName = "Link";',
      'Other.displayName = name;',
    ].join('\n');
    expect(markRouterPure(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        '',
        'Other.displayName = name;',
      ].join('\n'),
    );
  });

  it("marks each of the library's 17 definitions and drops its 15 names; the module still parses", () => {
    const modules = readdirSync(ROUTER_DIST).filter((file) => file.endsWith('.mjs'));
    const withDefinitions = modules.filter((file) => readFileSync(join(ROUTER_DIST, file), 'utf8').match(UNMARKED));
    expect(withDefinitions).toHaveLength(1);
    const code = readFileSync(join(ROUTER_DIST, withDefinitions[0]!), 'utf8');
    const marked = markRouterPure(code);
    expect([code.match(UNMARKED)?.length, code.match(DISPLAY_NAME)?.length]).toEqual([17, 15]);
    expect([marked.match(UNMARKED), marked.match(MARKED)?.length, marked.match(DISPLAY_NAME)]).toEqual([null, 17, null]);
    expect(() => parseAst(marked)).not.toThrow();
  });
});
