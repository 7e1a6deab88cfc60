import type * as ParseSdk from 'parse/node';
import { NICKNAME_FIELDS } from './nickname.ts';
import { Parse } from './parse-runtime.ts';
import { ADMIN_ROLE } from './roles.ts';

export const FEEDBACK_CLASS = 'Feedback';
export const VOTE_CLASS = 'FeedbackVote';
export const REPLY_CLASS = 'FeedbackReply';

type CLP = ParseSdk.Schema.CLP;

type FieldSpec = { type: 'String' | 'Number'; required: boolean } | { type: 'Pointer'; targetClass: string; required: boolean };

interface ClassSpec {
  className: string;
  /** Fields this app adds; Parse's own default fields (objectId, ACL, ...) are not listed. */
  fields: Record<string, FieldSpec>;
  indexes: Record<string, Record<string, 1 | -1>>;
  classLevelPermissions: CLP;
}

// Every operation closed: clients reach these rows only through the Cloud Functions, which use
// the master key. An empty permission object means "nobody but the master key".
const CLOSED_TO_CLIENTS: CLP = {
  find: {},
  count: {},
  get: {},
  create: {},
  update: {},
  delete: {},
  addField: {},
};

const VOTE_FIELDS = {
  feedback: { type: 'Pointer', targetClass: FEEDBACK_CLASS, required: true },
  voter: { type: 'Pointer', targetClass: '_User', required: true },
  // addressHash(ip) of the voter (cloud/address.ts), never the address itself.
  address: { type: 'String', required: false },
} as const satisfies Record<string, FieldSpec>;

const CLASS_SPECS: ClassSpec[] = [
  {
    className: '_User',
    fields: {
      [NICKNAME_FIELDS.adjective]: { type: 'String', required: false },
      [NICKNAME_FIELDS.noun]: { type: 'String', required: false },
    },
    indexes: {},
    // Creating is signing up (anonymous visitors log in by POST /users), so it stays open; the
    // beforeSave rule in user-rules.ts limits what a sign-up may contain. Admins may get a user
    // row, which every user row's ACL (Parse's enforcePrivateUsers) narrows to their own: /login
    // reads the signed-in user back with the user's own rights, and with `get` closed every admin
    // sign-in logged "Permission denied for action get on class _User" as an error.
    classLevelPermissions: { ...CLOSED_TO_CLIENTS, create: { '*': true }, get: { [`role:${ADMIN_ROLE}`]: true } },
  },
  { className: '_Role', fields: {}, indexes: {}, classLevelPermissions: CLOSED_TO_CLIENTS },
  { className: '_Session', fields: {}, indexes: {}, classLevelPermissions: CLOSED_TO_CLIENTS },
  { className: '_Installation', fields: {}, indexes: {}, classLevelPermissions: CLOSED_TO_CLIENTS },
  // Parse's in-app-purchase class is readable by anyone by default; this app sells nothing.
  { className: '_Product', fields: {}, indexes: {}, classLevelPermissions: CLOSED_TO_CLIENTS },
  {
    className: FEEDBACK_CLASS,
    fields: {
      content: { type: 'String', required: true },
      contact: { type: 'String', required: false },
      status: { type: 'String', required: true },
      author: { type: 'Pointer', targetClass: '_User', required: true },
      [NICKNAME_FIELDS.adjective]: { type: 'String', required: true },
      [NICKNAME_FIELDS.noun]: { type: 'String', required: true },
      votes: { type: 'Number', required: true },
    },
    indexes: {
      status_createdAt: { status: 1, createdAt: -1 },
      status_votes_createdAt: { status: 1, votes: -1, createdAt: -1 },
    },
    classLevelPermissions: CLOSED_TO_CLIENTS,
  },
  {
    className: VOTE_CLASS,
    fields: VOTE_FIELDS,
    indexes: { feedback_address: { feedback: 1, address: 1 } },
    classLevelPermissions: CLOSED_TO_CLIENTS,
  },
  {
    className: REPLY_CLASS,
    fields: {
      feedback: { type: 'Pointer', targetClass: FEEDBACK_CLASS, required: true },
      content: { type: 'String', required: true },
      author: { type: 'Pointer', targetClass: '_User', required: true },
    },
    indexes: { feedback_createdAt: { feedback: 1, createdAt: 1 } },
    classLevelPermissions: CLOSED_TO_CLIENTS,
  },
];

async function readSchema(className: string): Promise<ParseSdk.RestSchema | undefined> {
  try {
    return await new Parse.Schema(className).get();
  } catch (error) {
    if (error instanceof Parse.Error && error.code === Parse.Error.INVALID_CLASS_NAME) return undefined;
    throw error;
  }
}

/** Creates the class or brings it up to its spec: adds missing fields and indexes, sets the CLPs. */
async function ensureClass(spec: ClassSpec): Promise<void> {
  const existing = await readSchema(spec.className);
  const schema = new Parse.Schema(spec.className);
  for (const [name, field] of Object.entries(spec.fields)) {
    const current = existing?.fields[name];
    if (current) {
      const targetClass = field.type === 'Pointer' ? field.targetClass : undefined;
      if (current.type !== field.type || current.targetClass !== targetClass) {
        throw new Error(
          `${spec.className}.${name} is ${current.type} ${current.targetClass ?? ''} in the database but ${field.type} ${targetClass ?? ''} in cloud/schema.ts; migrate it by hand`,
        );
      }
      continue;
    }
    schema.addField(name, field.type, {
      required: field.required,
      ...(field.type === 'Pointer' ? { targetClass: field.targetClass } : {}),
    });
  }
  for (const [name, index] of Object.entries(spec.indexes)) {
    if (!existing?.indexes?.[name]) schema.addIndex(name, index);
  }
  // setCLP's parameter type is the SDK's Parse.CLP map; the REST CLP object is what it sends.
  schema.setCLP(spec.classLevelPermissions as Parameters<typeof schema.setCLP>[0]);
  await (existing ? schema.update() : schema.save());
}

async function ensureSchema(): Promise<void> {
  for (const spec of CLASS_SPECS) await ensureClass(spec);
  // Schema index definitions are never unique; the storage adapter's own unique index is what
  // makes a second vote by the same voter fail (code 137) even when both arrive at once.
  await Parse.Server.database.adapter.ensureUniqueness(VOTE_CLASS, { fields: VOTE_FIELDS }, ['feedback', 'voter']);
}

let schemaReady: Promise<void> | undefined;

/**
 * Set up on first use rather than at load: Parse Server loads Cloud Code before it accepts
 * requests, and a hosted Parse gives no hook to run it earlier. A failed attempt is retried by
 * the next request.
 */
export function whenSchemaReady(): Promise<void> {
  schemaReady ??= ensureSchema().catch((error: unknown) => {
    schemaReady = undefined;
    throw error;
  });
  return schemaReady;
}
