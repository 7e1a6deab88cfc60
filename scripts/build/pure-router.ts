/**
 * React Router (7.18) defines its components as `var Form = React10.forwardRef(...)` without the
 * `@__PURE__` mark and names them with `Form.displayName = "Form"`. To the bundler both are side
 * effects, so every component the library defines stayed in the bundle with what it uses (forms and
 * their submission, the route matcher of <Routes>, the error boundaries, prefetching), though the
 * site takes only BrowserRouter, Link, NavLink and useLocation: 12.9 KiB gzip of home's first load
 * where 9.6 are used (home budget, bench/cold-load.ts). This plugin marks those calls pure and drops
 * the names, which only React's developer tools read.
 */
import type { Plugin } from 'vite';

const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/;
const UNMARKED_CALL = /(?<!@__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** A React Router module's text with its component definitions marked pure and their names dropped. */
export const markRouterPure = (code: string): string => code.replace(UNMARKED_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME, '');

export const pureRouter = (): Plugin => ({
  name: 'atlas-pure-router',
  transform: {
    filter: { id: ROUTER_FILE },
    handler: markRouterPure,
  },
});
