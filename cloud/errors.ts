import { Parse } from './parse-runtime.ts';

/** Message keys of validation errors (code 142); the UI maps each to a translated string. */
export type ValidationMessage = 'required' | 'tooShort' | 'tooLong' | 'invalid';

export function validationError(message: ValidationMessage): Error {
  return new Parse.Error(Parse.Error.VALIDATION_ERROR, message);
}

export function alreadyVotedError(): Error {
  return new Parse.Error(Parse.Error.DUPLICATE_VALUE, 'alreadyVoted');
}

/** The item has all the votes one network address may give it (VOTES_PER_ADDRESS_PER_ITEM). */
export function addressVoteLimitError(): Error {
  return new Parse.Error(Parse.Error.DUPLICATE_VALUE, 'addressVoteLimit');
}

export function forbiddenError(): Error {
  return new Parse.Error(Parse.Error.OPERATION_FORBIDDEN, 'forbidden');
}

export function notFoundError(): Error {
  return new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, 'notFound');
}

export function noSessionError(): Error {
  return new Parse.Error(Parse.Error.INVALID_SESSION_TOKEN, 'noSession');
}

export function isParseErrorWithCode(error: unknown, code: number): boolean {
  return error instanceof Parse.Error && error.code === code;
}
