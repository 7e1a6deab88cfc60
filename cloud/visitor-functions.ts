import type * as ParseSdk from 'parse/node';
import { addressHash } from './address.ts';
import { isAdmin, requireUser } from './caller.ts';
import { defineFunction } from './define-function.ts';
import { addressVoteLimitError, alreadyVotedError, isParseErrorWithCode } from './errors.ts';
import { type FeedbackPage, type FeedbackStatus, type FeedbackView, findFeedback, loadFeedbackPage, savedRow } from './feedback-views.ts';
import { FEEDBACK_LIMITS, LIST_PAGE_SIZE, MAX_PAGE, OWN_PENDING_LIMIT } from './input-limits.ts';
import { NICKNAME_FIELDS, type Nickname, readNickname } from './nickname.ts';
import { objectId, oneOf, optionalInteger, optionalText, parseParams, text } from './params.ts';
import { MASTER, Parse } from './parse-runtime.ts';
import { rateLimitsOff, VOTES_PER_ADDRESS_PER_ITEM } from './rate-limit-table.ts';
import { FEEDBACK_CLASS, VOTE_CLASS } from './schema.ts';

export interface Profile {
  nickname: Nickname;
  isAdmin: boolean;
}

defineFunction('getProfile', async (request): Promise<Profile> => {
  const user = requireUser(request);
  parseParams(request.params, {});
  return { nickname: readNickname(user), isAdmin: await isAdmin(user) };
});

defineFunction('listFeedback', async (request): Promise<FeedbackPage<FeedbackView>> => {
  const params = parseParams(request.params, {
    sort: oneOf(['latest', 'popular']),
    page: optionalInteger({ min: 0, max: MAX_PAGE }),
    limit: optionalInteger({ min: 1, max: LIST_PAGE_SIZE.max }),
  });
  const query = new Parse.Query(FEEDBACK_CLASS).equalTo('status', 'approved' satisfies FeedbackStatus);
  if (params.sort === 'popular') query.descending('votes').addDescending('createdAt');
  else query.descending('createdAt');
  // Rows created in the same millisecond would otherwise swap places between pages.
  query.addDescending('objectId');
  return loadFeedbackPage(query, {
    page: params.page ?? 0,
    pageSize: params.limit ?? LIST_PAGE_SIZE.default,
    viewer: request.user,
    withContact: false,
  });
});

// What the caller submitted and an admin has not reviewed yet: the board shows it to its author
// alone (visitors are anonymous, one per browser, so that is the device it was written on).
defineFunction('listMyPendingFeedback', async (request): Promise<FeedbackPage<FeedbackView>> => {
  const user = requireUser(request);
  parseParams(request.params, {});
  const query = new Parse.Query(FEEDBACK_CLASS)
    .equalTo('author', user)
    .equalTo('status', 'pending' satisfies FeedbackStatus)
    .descending('createdAt')
    .addDescending('objectId');
  return loadFeedbackPage(query, { page: 0, pageSize: OWN_PENDING_LIMIT, viewer: user, withContact: false });
});

defineFunction('submitFeedback', async (request): Promise<{ id: string; status: FeedbackStatus }> => {
  const user = requireUser(request);
  const params = parseParams(request.params, {
    content: text(FEEDBACK_LIMITS.content),
    contact: optionalText(FEEDBACK_LIMITS.contact),
  });
  const nickname = readNickname(user);
  const feedback = new Parse.Object<ParseSdk.Attributes>(FEEDBACK_CLASS, {
    content: params.content,
    status: 'pending' satisfies FeedbackStatus,
    author: user,
    [NICKNAME_FIELDS.adjective]: nickname.adjective,
    [NICKNAME_FIELDS.noun]: nickname.noun,
    votes: 0,
  });
  if (params.contact !== undefined) feedback.set('contact', params.contact);
  feedback.setACL(new Parse.ACL());
  await feedback.save(null, MASTER);
  return { id: savedRow(feedback).id, status: 'pending' };
});

defineFunction('voteFeedback', async (request): Promise<{ id: string; votes: number }> => {
  const user = requireUser(request);
  const { id } = parseParams(request.params, { id: objectId() });
  const feedback = await findFeedback(id, { approvedOnly: true });
  // The vote row goes in first: its unique (feedback, voter) index turns a second vote, even one
  // racing the first, into code 137 before the counter is touched.
  const address = addressHash(request.ip);
  const vote = new Parse.Object<ParseSdk.Attributes>(VOTE_CLASS, { feedback, voter: user, address });
  vote.setACL(new Parse.ACL());
  try {
    await vote.save(null, MASTER);
  } catch (error) {
    if (isParseErrorWithCode(error, Parse.Error.DUPLICATE_VALUE)) throw alreadyVotedError();
    throw error;
  }
  // Counted after saving, so votes racing each other from one address all see each other: each
  // one past the cap removes itself, and the item never gets more than the cap from one address.
  // Off with the rate limits: tests that flood the server send every vote from one address.
  if (!rateLimitsOff()) {
    const fromAddress = await new Parse.Query(VOTE_CLASS).equalTo('feedback', feedback).equalTo('address', address).count(MASTER);
    if (fromAddress > VOTES_PER_ADDRESS_PER_ITEM) {
      await vote.destroy(MASTER);
      throw addressVoteLimitError();
    }
  }
  // Increment is a single atomic UPDATE ... SET votes = votes + 1, exact under concurrency.
  feedback.increment('votes');
  try {
    await feedback.save(null, MASTER);
  } catch (error) {
    await vote.destroy(MASTER);
    throw error;
  }
  return { id, votes: feedback.get('votes') as number };
});
