import { callCloudFunction } from '../../backend/parse-client.ts';
import {
  type FeedbackPage,
  type FeedbackSort,
  type Profile,
  type ReplyView,
  readFeedbackPage,
  readProfile,
  readReply,
  readReviewResult,
  readSubmitResult,
  readVoteResult,
} from './feedback-types.ts';

/** The feedback board's Cloud Functions (docs/CONTRACT.md), with their answers checked. */
export const getProfile = async (): Promise<Profile> => readProfile(await callCloudFunction('getProfile', {}));

export const listFeedback = async (sort: FeedbackSort, page: number): Promise<FeedbackPage> =>
  readFeedbackPage(await callCloudFunction('listFeedback', { sort, page }));

/** The caller's own items waiting for review; only their author sees them. */
export const listMyPendingFeedback = async (): Promise<FeedbackPage> => readFeedbackPage(await callCloudFunction('listMyPendingFeedback', {}));

export const submitFeedback = async (content: string, contact: string): Promise<{ id: string }> =>
  // An empty contact is left out rather than sent blank: the field is optional.
  readSubmitResult(await callCloudFunction('submitFeedback', contact === '' ? { content } : { content, contact }));

export const voteFeedback = async (id: string): Promise<{ id: string; votes: number }> =>
  readVoteResult(await callCloudFunction('voteFeedback', { id }));

export const replyFeedback = async (id: string, content: string): Promise<ReplyView> =>
  readReply(await callCloudFunction('replyFeedback', { id, content }));

export const listPendingFeedback = async (page: number): Promise<FeedbackPage> =>
  readFeedbackPage(await callCloudFunction('listPendingFeedback', { page }));

export const reviewFeedback = async (id: string, decision: 'approve' | 'reject'): Promise<{ id: string; status: string }> =>
  readReviewResult(await callCloudFunction('reviewFeedback', { id, decision }));

/** Takes an approved item off the board again (admin). */
export const hideFeedback = async (id: string): Promise<{ id: string; status: string }> =>
  readReviewResult(await callCloudFunction('hideFeedback', { id }));
