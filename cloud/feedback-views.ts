import type * as ParseSdk from 'parse/node';
import type { FeedbackView, ReplyView } from '../src/backend/feedback-contract.ts';
import { notFoundError } from './errors.ts';
import { readNickname } from './nickname.ts';
import { MASTER, Parse } from './parse-runtime.ts';
import { FEEDBACK_CLASS, REPLY_CLASS, VOTE_CLASS } from './schema.ts';

/** `hidden`: approved once, then taken down by an admin. */
export type FeedbackStatus = 'pending' | 'approved' | 'rejected' | 'hidden';

export type { FeedbackView, ReplyView } from '../src/backend/feedback-contract.ts';

export type PendingFeedbackView = FeedbackView & { contact?: string };

export interface FeedbackPage<T extends FeedbackView> {
  items: T[];
  hasMore: boolean;
}

/** The feedback row with this id, or code 101; `approvedOnly` hides rows visitors cannot see. */
export async function findFeedback(id: string, { approvedOnly }: { approvedOnly: boolean }): Promise<ParseSdk.Object> {
  const query = new Parse.Query(FEEDBACK_CLASS).equalTo('objectId', id);
  if (approvedOnly) query.equalTo('status', 'approved' satisfies FeedbackStatus);
  const feedback = await query.first(MASTER);
  if (!feedback) throw notFoundError();
  return feedback;
}

/** id and creation time of a row that was read from or saved to the database. */
export function savedRow(row: ParseSdk.Object): { id: string; createdAt: string } {
  if (row.id === undefined || row.createdAt === undefined) throw new Error(`${row.className} row is not saved`);
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** The id a pointer field refers to. */
function pointedId(row: ParseSdk.Object, field: string): string {
  const id = (row.get(field) as ParseSdk.Object | undefined)?.id;
  if (id === undefined) throw new Error(`${row.className}.${field} is empty`);
  return id;
}

export function replyView(reply: ParseSdk.Object): ReplyView {
  const { id, createdAt } = savedRow(reply);
  return { id, content: reply.get('content') as string, createdAt, author: 'admin' };
}

async function repliesByFeedback(rows: ParseSdk.Object[]): Promise<Map<string, ReplyView[]>> {
  if (rows.length === 0) return new Map();
  const replies = await new Parse.Query(REPLY_CLASS)
    .containedIn('feedback', rows)
    .ascending('createdAt')
    .limit(10_000) // every reply of the page's items; Parse's default limit is 100
    .find(MASTER);
  const byFeedback = new Map<string, ReplyView[]>();
  for (const reply of replies) {
    const feedbackId = pointedId(reply, 'feedback');
    const list = byFeedback.get(feedbackId) ?? [];
    list.push(replyView(reply));
    byFeedback.set(feedbackId, list);
  }
  return byFeedback;
}

async function idsVotedBy(voter: ParseSdk.User | undefined, rows: ParseSdk.Object[]): Promise<Set<string>> {
  if (!voter || rows.length === 0) return new Set();
  const votes = await new Parse.Query(VOTE_CLASS).equalTo('voter', voter).containedIn('feedback', rows).limit(rows.length).find(MASTER);
  return new Set(votes.map((vote) => pointedId(vote, 'feedback')));
}

/**
 * Runs `query` for one page and turns the rows into views. `contact` is copied only when the
 * caller asks for it, which only the admin listing does.
 */
export async function loadFeedbackPage(
  query: ParseSdk.Query,
  { page, pageSize, viewer, withContact }: { page: number; pageSize: number; viewer: ParseSdk.User | undefined; withContact: boolean },
): Promise<FeedbackPage<PendingFeedbackView>> {
  // One row more than the page tells whether another page exists without a count query.
  const rows = await query
    .skip(page * pageSize)
    .limit(pageSize + 1)
    .find(MASTER);
  const pageRows = rows.slice(0, pageSize);
  const [replies, voted] = await Promise.all([repliesByFeedback(pageRows), idsVotedBy(viewer, pageRows)]);
  const items = pageRows.map((row): PendingFeedbackView => {
    const { id, createdAt } = savedRow(row);
    const view: PendingFeedbackView = {
      id,
      content: row.get('content') as string,
      nickname: readNickname(row),
      votes: row.get('votes') as number,
      createdAt,
      votedByMe: voted.has(id),
      replies: replies.get(id) ?? [],
    };
    const contact = row.get('contact') as string | undefined;
    if (withContact && contact !== undefined) view.contact = contact;
    return view;
  });
  return { items, hasMore: rows.length > pageSize };
}
