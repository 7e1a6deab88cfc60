import { beforeEach, describe, expect, it } from 'vitest';
import { countGraphemes } from '../../../../src/emoji/graphemes.ts';
import { FEEDBACK_DRAFT_KEY, parseDraft, readDraft, saveDraft } from '../../../../src/features/feedback/feedback-draft.ts';
import { feedbackProblem, replyProblem } from '../../../../src/features/feedback/feedback-validation.ts';
import { formatDateTime, formatRelativeTime, relativeTime } from '../../../../src/features/feedback/relative-time.ts';

describe('feedback validation (mirrors the Cloud Functions)', () => {
  it('counts characters as a reader sees them', () => {
    expect(countGraphemes('👨‍👩‍👧‍👦')).toBe(1);
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('🇯🇵')).toBe(1);
    expect(countGraphemes('表情符号很')).toBe(5);
    expect(countGraphemes('e\u0301')).toBe(1);
  });

  it('requires content, blank included', () => {
    expect(feedbackProblem('', '')).toBe('required');
    expect(feedbackProblem(' \n\t ', '')).toBe('required');
  });

  it('needs five characters after trimming; five emoji or five CJK characters are enough', () => {
    expect(feedbackProblem('  abcd  ', '')).toBe('tooShort');
    expect(feedbackProblem('👨‍👩‍👧‍👦👍🏽🇯🇵😀', '')).toBe('tooShort');
    expect(feedbackProblem('👨‍👩‍👧‍👦👍🏽🇯🇵😀🎉', '')).toBeNull();
    expect(feedbackProblem('很好的网站', '')).toBeNull();
  });

  it('allows at most 1,000 characters of content and 200 of contact', () => {
    expect(feedbackProblem('😀'.repeat(1000), '')).toBeNull();
    expect(feedbackProblem('😀'.repeat(1001), '')).toBe('tooLong');
    expect(feedbackProblem('hello', 'x'.repeat(200))).toBeNull();
    expect(feedbackProblem('hello', 'x'.repeat(201))).toBe('contactTooLong');
  });

  it('requires a reply of at most 1,000 characters', () => {
    expect(replyProblem('  ')).toBe('replyRequired');
    expect(replyProblem('ok')).toBeNull();
    expect(replyProblem('a'.repeat(1001))).toBe('replyTooLong');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says just now under a minute, and for a clock slightly ahead of ours', () => {
    expect(relativeTime(ago(59_999), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(-30_000), now)).toEqual({ kind: 'justNow' });
  });

  it('then counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ kind: 'ago', value: 1, unit: 'minute' });
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toEqual({ kind: 'ago', value: 59, unit: 'minute' });
    expect(relativeTime(ago(2 * 3_600_000 + 5), now)).toEqual({ kind: 'ago', value: 2, unit: 'hour' });
    expect(relativeTime(ago(3 * 86_400_000), now)).toEqual({ kind: 'ago', value: 3, unit: 'day' });
  });

  it('is written in the page language', () => {
    const fiveMinutes = relativeTime(ago(5 * 60_000), now);
    expect(formatRelativeTime(fiveMinutes, 'en-US', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime(fiveMinutes, 'ja-JP', 'たった今')).toBe('5 分前');
    expect(formatRelativeTime(relativeTime(ago(86_400_000), now), 'es-ES', 'ahora')).toBe('hace 1 día');
    expect(formatRelativeTime({ kind: 'justNow' }, 'zh-CN', '刚刚')).toBe('刚刚');
    // The formatter is kept per language: another language's must not answer.
    expect(formatRelativeTime(fiveMinutes, 'ko-KR', '방금')).toBe('5분 전');
    expect(formatRelativeTime(fiveMinutes, 'zh-TW', '剛剛')).toBe('5 分鐘前');
  });

  it('gives the full date and time as the browser writes it for the language', () => {
    const then = new Date('2026-11-27T08:09:10Z');
    for (const locale of ['zh-CN', 'zh-TW', 'en-US', 'ja-JP', 'ko-KR', 'es-ES']) {
      expect(formatDateTime(then, locale)).toBe(then.toLocaleString(locale));
    }
    expect(formatDateTime(then, 'en-US')).toMatch(/^11\/27\/2026, \d{1,2}:09:10 [AP]M$/);
  });
});

describe('feedback draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips what was typed and forgets an empty draft', () => {
    saveDraft({ content: '草稿 draft', contact: 'me@example.com' });
    expect(readDraft()).toEqual({ content: '草稿 draft', contact: 'me@example.com' });
    saveDraft({ content: '', contact: '' });
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });

  it('reads corrupt or foreign values as an empty draft, field by field', () => {
    localStorage.setItem(FEEDBACK_DRAFT_KEY, '{not json');
    expect(readDraft()).toEqual({ content: '', contact: '' });
    expect(parseDraft(null)).toEqual({ content: '', contact: '' });
    expect(parseDraft(['a'])).toEqual({ content: '', contact: '' });
    expect(parseDraft({ content: 42, contact: 'kept' })).toEqual({ content: '', contact: 'kept' });
    expect(parseDraft({ content: 'x'.repeat(70_000), contact: { nested: true } })).toEqual({ content: '', contact: '' });
  });
});
