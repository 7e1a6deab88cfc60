import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { laterMessagesLoading } from '../../../src/i18n/messages.ts';

/** What react-i18next 17's useTranslation hands a component: a copy of the instance's own properties. */
const wrapperOf = (instance: object) => Object.create(Object.getPrototypeOf(instance), Object.getOwnPropertyDescriptors(instance));

describe('laterMessagesLoading', () => {
  it('starts the later strings once per instance, whatever wrapper of it a render passes', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: { en: { translation: {} } } });
    const first = laterMessagesLoading(wrapperOf(instance));
    expect(first).not.toBeNull();
    expect(laterMessagesLoading(wrapperOf(instance))).toBe(first);
    expect(laterMessagesLoading(instance)).toBe(first);
    // The chunk itself is the build's (vite.config.ts cuts the file); here only the start counts.
    await first!.catch(() => {});
  });
});
