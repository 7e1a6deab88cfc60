import { createHmac } from 'node:crypto';
import { Parse } from './parse-runtime.ts';

/**
 * A stand-in for the caller's network address that tells two votes from one address apart and
 * nothing more: keyed with the master key, so the stored value cannot be turned back into the
 * address by hashing all 2^32 IPv4 addresses. The raw address is never stored.
 */
export function addressHash(ip: string): string {
  return createHmac('sha256', Parse.masterKey ?? '')
    .update(ip)
    .digest('base64url')
    .slice(0, 22);
}
