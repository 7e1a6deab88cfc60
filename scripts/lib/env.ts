/**
 * Settings the way the contract says: the real environment first, then .env, then .env.example
 * (which documents every setting with its local default). Vite does the same for VITE_* in the client.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL('..', import.meta.url)`: Vite rewrites that pattern as an asset URL in tests.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Fills process.env from .env and .env.example; process.loadEnvFile never overwrites a set variable. */
export function loadEnv(): NodeJS.ProcessEnv {
  for (const name of ['.env', '.env.example']) {
    const file = join(ROOT, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
  return process.env;
}

/** A setting's value, with an empty assignment (`NAME=`) counting as unset. */
export function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value === '' ? undefined : value;
}

/**
 * A setting .env.example gives a value to (the Parse app id, keys and URL): .env.example is their
 * one source, so it is unset only when .env or the environment assigns it nothing.
 */
export function requiredSetting(name: string): string {
  const value = setting(name);
  if (value === undefined) throw new Error(`${name} is empty: give it a value, or remove its line from .env to use .env.example's`);
  return value;
}

/** The URL of the local Parse Server on `port` (scripts/local-backend/backend.ts mounts it at /parse_server). */
export function localServerURL(port: number): string {
  return `http://localhost:${port}/parse_server`;
}
