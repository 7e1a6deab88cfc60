/** Lengths are counted in graphemes (what a reader sees as one character). */
export const FEEDBACK_LIMITS = { content: { min: 5, max: 1000 }, contact: { max: 200 } } as const;
export const REPLY_LIMITS = { min: 1, max: 1000 } as const;

export const LIST_PAGE_SIZE = { default: 20, max: 50 } as const;
export const PENDING_PAGE_SIZE = 20;
// A visitor's own items waiting for review; more than a screenful is never waiting at once
// (5 submissions a minute, reviewed within days).
export const OWN_PENDING_LIMIT = 20;
// Deep paging is never useful on a board and each page costs an OFFSET scan.
export const MAX_PAGE = 10_000;
