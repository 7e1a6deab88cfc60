/**
 * Loads settings the way the contract says: real environment first, then .env, then .env.example
 * (which documents every setting with its local default). Vite does the same for VITE_* in the client.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const entries: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) entries[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return entries;
}

/** Fills process.env from .env and .env.example without overriding what is already set. */
export function loadEnv(): NodeJS.ProcessEnv {
  const fromFiles = { ...parseEnvFile(join(ROOT, '.env.example')), ...parseEnvFile(join(ROOT, '.env')) };
  for (const [key, value] of Object.entries(fromFiles)) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
  return process.env;
}
