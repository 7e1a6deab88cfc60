// `npm run admin` refuses weak passwords (such as "1" and "x") for the public admin sign-in.
import { describe, expect, it, vi } from 'vitest';
import { ensureAdmin, weakPasswordReason } from '../../../../scripts/run/admin.ts';

describe('admin passwords', () => {
  it.each([
    ['1', 'it has fewer than 12 characters'],
    ['x', 'it has fewer than 12 characters'],
    ['elevenchars', 'it has fewer than 12 characters'],
    ['Password1234', 'it is one of the most common passwords'],
    ['abababababab', 'it repeats too few different characters'],
    ['site-admin-2024!', 'it contains the username'],
  ])('refuses %j: %s', (password, reason) => {
    expect(weakPasswordReason('admin', password)).toBe(reason);
  });

  it('accepts a long, varied password', () => {
    expect(weakPasswordReason('admin', 'velvet-otter-lamp-2291')).toBeNull();
    expect(weakPasswordReason('admin', '蓝色的大象在月光下跳舞很开心')).toBeNull();
  });

  it('refuses before talking to the server, with a sentence that says what to choose', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(
      ensureAdmin({ serverURL: 'http://127.0.0.1:9/parse_server', appId: 'a', masterKey: 'm' }, { username: 'admin', password: 'x' }),
    ).rejects.toThrow('The password is too weak: it has fewer than 12 characters. Choose 12 or more characters that are hard to guess.');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
