import type { MessageId } from '../../contract/i18n';
import { DEFAULT_LOCALE } from '../../contract/i18n';
import { translate, type Values } from './i18n';

/**
 * An error sentence with parts (decision 0075): a catalogue id and its values, rendered in the caller's language by
 * the error handler. A fixed sentence is given in English instead, and found in the errors catalogue by its words.
 */
export type Msg = { readonly id: MessageId; readonly values?: Values };
export const msg = (id: MessageId, values?: Values): Msg => ({ id, values });

/** A failure the client should see as-is: status, a sentence, and optionally field → messages. */
export class AppError extends Error {
  /** The sentence as an id and values, when it has parts; `message` is its English. */
  readonly msg?: Msg;
  constructor(
    readonly status: number,
    message: string | Msg,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : translate(DEFAULT_LOCALE, message.id, message.values));
    if (typeof message !== 'string') this.msg = message;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string | Msg, errors?: Record<string, string[]>) =>
  new AppError(400, message, errors);
export const fieldError = (field: string, message: string | Msg) => {
  const error = new AppError(400, message);
  return new AppError(400, message, { [field]: [error.message] });
};
export const unauthorized = (message: string | Msg = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string | Msg = 'You do not have permission to do this.') =>
  new AppError(403, message);
export const notFound = (message: string | Msg = 'Not found.') => new AppError(404, message);
export const conflict = (message: string | Msg) => new AppError(409, message);
export const unprocessable = (message: string | Msg, extra?: Record<string, unknown>) =>
  new AppError(422, message, undefined, extra);
