/**
 * The shapes the feedback Cloud Functions return (docs/CONTRACT.md; dates as ISO strings), declared
 * once for cloud/ that builds them and for the page that reads them (and checks them on arrival).
 */
export type FeedbackSort = 'latest' | 'popular';

/** Nickname word keys (the contract's lists); shown translated. */
export interface Nickname {
  adjective: string;
  noun: string;
}

export interface ReplyView {
  id: string;
  content: string;
  createdAt: string;
  author: 'admin';
}

export interface FeedbackView {
  id: string;
  content: string;
  nickname: Nickname;
  votes: number;
  createdAt: string;
  votedByMe: boolean;
  replies: ReplyView[];
  /** only in the admin's pending list */
  contact?: string;
}
