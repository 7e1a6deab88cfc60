/** Checks that the feedback Cloud Functions' answers have the contract's shapes before the page uses them. */
import type { FeedbackView, Nickname, ReplyView } from '../../backend/feedback-contract.ts';

export type { FeedbackSort, FeedbackView, Nickname, ReplyView } from '../../backend/feedback-contract.ts';

export interface FeedbackPage {
  items: FeedbackView[];
  hasMore: boolean;
}

export interface Profile {
  nickname: Nickname;
  isAdmin: boolean;
}

type Fields = Record<string, unknown>;

/** Thrown when the server answers something this page cannot show (a mismatched deployment). */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Unexpected ${what} from the feedback backend`);
    this.name = 'UnexpectedResponseError';
  }
}

function fields(value: unknown, what: string): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UnexpectedResponseError(what);
  return value as Fields;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new UnexpectedResponseError(what);
  return value;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new UnexpectedResponseError(what);
  return value;
}

function timestamp(value: unknown, what: string): string {
  const iso = text(value, what);
  if (Number.isNaN(Date.parse(iso))) throw new UnexpectedResponseError(what);
  return iso;
}

function flag(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new UnexpectedResponseError(what);
  return value;
}

export function readNickname(value: unknown): Nickname {
  const { adjective, noun } = fields(value, 'nickname');
  return { adjective: text(adjective, 'nickname'), noun: text(noun, 'nickname') };
}

export function readProfile(value: unknown): Profile {
  const { nickname, isAdmin } = fields(value, 'profile');
  return { nickname: readNickname(nickname), isAdmin: flag(isAdmin, 'profile') };
}

export function readReply(value: unknown): ReplyView {
  const reply = fields(value, 'reply');
  return {
    id: text(reply.id, 'reply id'),
    content: text(reply.content, 'reply content'),
    createdAt: timestamp(reply.createdAt, 'reply time'),
    author: 'admin',
  };
}

export function readFeedback(value: unknown): FeedbackView {
  const item = fields(value, 'feedback');
  if (!Array.isArray(item.replies)) throw new UnexpectedResponseError('replies');
  const view: FeedbackView = {
    id: text(item.id, 'feedback id'),
    content: text(item.content, 'feedback content'),
    nickname: readNickname(item.nickname),
    votes: count(item.votes, 'votes'),
    createdAt: timestamp(item.createdAt, 'feedback time'),
    votedByMe: flag(item.votedByMe, 'votedByMe'),
    replies: item.replies.map(readReply),
  };
  if (item.contact !== undefined) view.contact = text(item.contact, 'contact');
  return view;
}

export function readFeedbackPage(value: unknown): FeedbackPage {
  const { items, hasMore } = fields(value, 'feedback page');
  if (!Array.isArray(items)) throw new UnexpectedResponseError('feedback page');
  return { items: items.map(readFeedback), hasMore: flag(hasMore, 'feedback page') };
}

export function readVoteResult(value: unknown): { id: string; votes: number } {
  const { id, votes } = fields(value, 'vote result');
  return { id: text(id, 'vote result'), votes: count(votes, 'vote result') };
}

export function readSubmitResult(value: unknown): { id: string } {
  return { id: text(fields(value, 'submit result').id, 'submit result') };
}

export function readReviewResult(value: unknown): { id: string; status: string } {
  const { id, status } = fields(value, 'review result');
  return { id: text(id, 'review result'), status: text(status, 'review result') };
}
