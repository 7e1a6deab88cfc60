import { hasForbiddenCharacters, visibleLength } from '../src/backend/text-rules.ts';
import { countGraphemes } from '../src/emoji/graphemes.ts';
import { validationError } from './errors.ts';

/**
 * Strict Cloud Function parameter parsing. Every function declares the exact set of fields it
 * accepts; anything else (unknown fields, wrong types, nested objects, arrays, numbers sent as
 * strings, control characters) is refused with code 142 before any database work starts.
 */
export interface Field<T> {
  readonly optional: boolean;
  parse(value: unknown): T;
}

type Shape = Record<string, Field<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

export function parseParams<S extends Shape>(params: unknown, shape: S): Parsed<S> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw validationError('invalid');
  }
  const given = params as Record<string, unknown>;
  if (Object.keys(given).some((key) => !Object.hasOwn(shape, key))) {
    throw validationError('invalid');
  }
  const parsed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!Object.hasOwn(given, key)) {
      if (!field.optional) throw validationError('required');
      parsed[key] = undefined;
      continue;
    }
    parsed[key] = field.parse(given[key]);
  }
  return parsed as Parsed<S>;
}

// Real text stays under 32 UTF-16 code units per grapheme (the longest emoji sequences, a family
// with skin tones or a subdivision flag, take 14-25), so a longer string is refused as too long
// before segmenting: a multi-megabyte body never costs a full grapheme scan.
const MAX_CODE_UNITS_PER_GRAPHEME = 32;

function readText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') throw validationError('invalid');
  if (value.length > maxLength * MAX_CODE_UNITS_PER_GRAPHEME) throw validationError('tooLong');
  if (hasForbiddenCharacters(value)) throw validationError('invalid');
  return value.trim();
}

/** Required text, trimmed; blank (or nothing but invisible characters) counts as missing. */
export function text(limits: { min: number; max: number }): Field<string> {
  return {
    optional: false,
    parse(value) {
      const trimmed = readText(value, limits.max);
      const visible = visibleLength(trimmed);
      if (visible === 0) throw validationError('required');
      if (visible < limits.min) throw validationError('tooShort');
      if (countGraphemes(trimmed) > limits.max) throw validationError('tooLong');
      return trimmed;
    },
  };
}

/** Optional text, trimmed; an empty or blank value means "not given" (an empty form field). */
export function optionalText(limits: { max: number }): Field<string | undefined> {
  return {
    optional: true,
    parse(value) {
      const trimmed = readText(value, limits.max);
      if (visibleLength(trimmed) === 0) return undefined;
      if (countGraphemes(trimmed) > limits.max) throw validationError('tooLong');
      return trimmed;
    },
  };
}

export function oneOf<const T extends string>(choices: readonly T[]): Field<T> {
  return {
    optional: false,
    parse(value) {
      if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
        throw validationError('invalid');
      }
      return value as T;
    },
  };
}

/** An optional integer within [min, max]; only JSON numbers count, not numeric strings. */
export function optionalInteger(limits: { min: number; max: number }): Field<number | undefined> {
  return {
    optional: true,
    parse(value) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < limits.min || value > limits.max) {
        throw validationError('invalid');
      }
      return value;
    },
  };
}

// Parse Server's default objectIdSize is 10 alphanumeric characters.
const OBJECT_ID = /^[A-Za-z0-9]{10}$/;

export function objectId(): Field<string> {
  return {
    optional: false,
    parse(value) {
      if (typeof value !== 'string' || !OBJECT_ID.test(value)) throw validationError('invalid');
      return value;
    },
  };
}
