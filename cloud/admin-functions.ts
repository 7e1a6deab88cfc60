import type * as ParseSdk from 'parse/node';
import { requireAdmin } from './caller.ts';
import { defineFunction } from './define-function.ts';
import {
  type FeedbackPage,
  type FeedbackStatus,
  findFeedback,
  loadFeedbackPage,
  type PendingFeedbackView,
  type ReplyView,
  replyView,
} from './feedback-views.ts';
import { MAX_PAGE, PENDING_PAGE_SIZE, REPLY_LIMITS } from './input-limits.ts';
import { objectId, oneOf, optionalInteger, parseParams, text } from './params.ts';
import { MASTER, Parse } from './parse-runtime.ts';
import { FEEDBACK_CLASS, REPLY_CLASS } from './schema.ts';

defineFunction('replyFeedback', async (request): Promise<ReplyView> => {
  const admin = await requireAdmin(request);
  const params = parseParams(request.params, { id: objectId(), content: text(REPLY_LIMITS) });
  const feedback = await findFeedback(params.id, { approvedOnly: false });
  const reply = new Parse.Object<ParseSdk.Attributes>(REPLY_CLASS, { feedback, content: params.content, author: admin });
  reply.setACL(new Parse.ACL());
  await reply.save(null, MASTER);
  return replyView(reply);
});

defineFunction('listPendingFeedback', async (request): Promise<FeedbackPage<PendingFeedbackView>> => {
  const admin = await requireAdmin(request);
  const params = parseParams(request.params, { page: optionalInteger({ min: 0, max: MAX_PAGE }) });
  const query = new Parse.Query(FEEDBACK_CLASS)
    .equalTo('status', 'pending' satisfies FeedbackStatus)
    .descending('createdAt')
    .addDescending('objectId');
  return loadFeedbackPage(query, { page: params.page ?? 0, pageSize: PENDING_PAGE_SIZE, viewer: admin, withContact: true });
});

const DECISION_STATUS = { approve: 'approved', reject: 'rejected' } as const satisfies Record<string, FeedbackStatus>;

defineFunction('reviewFeedback', async (request): Promise<{ id: string; status: FeedbackStatus }> => {
  await requireAdmin(request);
  const params = parseParams(request.params, { id: objectId(), decision: oneOf(['approve', 'reject']) });
  const feedback = await findFeedback(params.id, { approvedOnly: false });
  const status = DECISION_STATUS[params.decision];
  feedback.set('status', status);
  await feedback.save(null, MASTER);
  return { id: params.id, status };
});

// An approved item an admin takes down again: off the board, its votes and replies kept.
defineFunction('hideFeedback', async (request): Promise<{ id: string; status: FeedbackStatus }> => {
  await requireAdmin(request);
  const params = parseParams(request.params, { id: objectId() });
  const feedback = await findFeedback(params.id, { approvedOnly: true });
  feedback.set('status', 'hidden' satisfies FeedbackStatus);
  await feedback.save(null, MASTER);
  return { id: params.id, status: 'hidden' };
});
