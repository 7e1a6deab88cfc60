/**
 * The backend the bench measures the feedback board against: without one the board measures its
 * "loading failed" state (performance 94, best practices 96 for the failed requests). A throwaway
 * local backend on the port the build calls (the built client names its Parse Server), holding a
 * board's first page as visitors see it: 20 approved items in Chinese and English, with votes,
 * and admin replies on some.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIST_PAGE_SIZE } from '../cloud/input-limits.ts';
import { NICKNAME_ADJECTIVES, NICKNAME_FIELDS, NICKNAME_NOUNS } from '../cloud/nickname.ts';
import { FEEDBACK_CLASS, REPLY_CLASS } from '../cloud/schema.ts';
import { builtParseServerUrl, requireBuiltSite } from '../scripts/lib/built-site.ts';
import { portIsFree } from '../scripts/lib/free-port.ts';
import { clientRequest, masterRequest, type ParseConnection } from '../scripts/lib/parse-rest.ts';
import { type RunningBackend, startBackend } from '../scripts/local-backend/backend.ts';

const ITEMS = [
  '希望能按颜色筛选表情，比如所有红色的 ❤️🍎🚗',
  'Could the kitchen remember my last mix? I keep making 🐱 + 🍕 again.',
  '搜索“猫”第一个就是 🐱，太好用了！',
  'Please add a dark theme toggle in the header, not only the system setting.',
  '复制后能不能自动加上肤色？我每次都要选一次 👍🏽',
  'The optimizer turned my birthday message into 🎂🎉🎁, my friends loved it.',
  '希望详情页能显示表情在不同手机上的样子。',
  'Offline on the train and search still worked. Great!',
];
const REPLY = '谢谢建议，我们已经在做了 🙌';
const REPLIED_EVERY = 4;
/** Visits before the measured ones (see warmUp). */
const WARM_UP_VISITS = 3;

export interface BenchFeedbackBackend {
  stop(): Promise<void>;
}

/** Starts the seeded backend where the built site looks for it, or says clearly why it cannot. */
export async function startBenchFeedbackBackend(): Promise<BenchFeedbackBackend> {
  const built = new URL(builtParseServerUrl());
  if (built.hostname !== 'localhost' && built.hostname !== '127.0.0.1') {
    throw new Error(
      `the build calls Parse at ${built.origin}, not a local backend the bench can start; build for the local backend to measure the board`,
    );
  }
  const port = Number(built.port || 80);
  if (!(await portIsFree(port))) {
    throw new Error(
      `port ${port}, where the build calls Parse, is in use (a running \`npm start\`?): stop it so the bench can start its own backend there`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'emoji-atlas-bench-pg-'));
  const cloudFile = join(requireBuiltSite(), '..', 'dist-cloud', 'main.cjs');
  try {
    const backend = await startBackend({ parsePort: port, dataDir, silent: true, cloudFile });
    const stop = async () => {
      await backend.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      await seedBoard(backend);
      await warmUp(backend);
    } catch (error) {
      await stop();
      throw error;
    }
    return { stop };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** One page of approved items, newest with the fewest votes, as a board that has run a while. */
async function seedBoard(connection: ParseConnection): Promise<void> {
  const author = await masterRequest<{ objectId: string }>(connection, 'POST', '/users', {
    username: 'bench-visitor',
    password: crypto.randomUUID(),
  });
  const authorPointer = { __type: 'Pointer', className: '_User', objectId: author.objectId };
  for (let index = 0; index < LIST_PAGE_SIZE.default; index += 1) {
    const item = await masterRequest<{ objectId: string }>(connection, 'POST', `/classes/${FEEDBACK_CLASS}`, {
      content: ITEMS[index % ITEMS.length],
      status: 'approved',
      author: authorPointer,
      [NICKNAME_FIELDS.adjective]: NICKNAME_ADJECTIVES[index % NICKNAME_ADJECTIVES.length],
      [NICKNAME_FIELDS.noun]: NICKNAME_NOUNS[(index * 5) % NICKNAME_NOUNS.length],
      votes: LIST_PAGE_SIZE.default - index,
    });
    if (index % REPLIED_EVERY === 0) {
      await masterRequest(connection, 'POST', `/classes/${REPLY_CLASS}`, {
        feedback: { __type: 'Pointer', className: FEEDBACK_CLASS, objectId: item.objectId },
        content: REPLY,
        author: authorPointer,
      });
    }
  }
}

/**
 * A live server has answered these calls before: a fresh one compiles its code paths on the
 * first visits, on the same two cores as the page. Cold, the first of three Lighthouse runs of
 * /feedback scored 86 against 95 and 94.
 */
async function warmUp(backend: RunningBackend): Promise<void> {
  for (let visit = 0; visit < WARM_UP_VISITS; visit += 1) {
    // What the board does for a new visitor: an anonymous sign-up, then its three calls.
    const { sessionToken } = await clientRequest(backend, '/users', { authData: { anonymous: { id: crypto.randomUUID() } } });
    await clientRequest(backend, '/functions/getProfile', {}, String(sessionToken));
    await clientRequest(backend, '/functions/listFeedback', { sort: 'latest', page: 0 }, String(sessionToken));
    await clientRequest(backend, '/functions/listMyPendingFeedback', {}, String(sessionToken));
  }
}
