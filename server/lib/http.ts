import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../contract/errors';
import { DEFAULT_LOCALE, type Locale, type MessageId } from '../../contract/i18n';
import { issueText, type Issue } from '../../contract/i18n/issues';
import { AppError, msgText } from './errors';
import { errorText, hasMessage, requestLocale, translate } from './i18n';
import { brokenMultipartMessage } from './multipart';

/** Error statuses every route may send; spread into a route's response schema beside its success shape. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};

/** A record's id in the address (…/42): a positive whole number up to `max`; anything else is a 400 naming `id`. */
export const idParams = (max = Number.MAX_SAFE_INTEGER) =>
  z.object({ id: z.coerce.number().int().positive().max(max) });

/** The `:id` of every route whose table keys are bigserial. */
export const IdParam = idParams();

type Body = { message: string; errors?: Record<string, string[]> } & Record<string, unknown>;

type Validation = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/** Each field's messages in the caller's language (decision 0075): the contract's sentences, zod's by their code. */
function fieldErrors(validation: Validation[], locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const t = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  for (const v of validation) {
    const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    const issue: Issue = { ...(v.params as Issue | undefined), code: v.keyword, message: v.message };
    (out[field] ??= []).push(issueText(issue, t, hasMessage, locale === DEFAULT_LOCALE));
  }
  return out;
}

/** An AppError's sentence and field messages in the caller's language. */
function appErrorBody(error: AppError, locale: Locale): Body {
  const say = (text: string) =>
    error.msg && text === error.message ? msgText(locale, error.msg) : errorText(locale, text);
  // A field's message with parts is rendered from its id; a fixed one is found by its English.
  const sayField = (field: string, text: string, i: number) => {
    const m = error.fieldMsgs?.[field]?.[i];
    return m ? msgText(locale, m) : say(text);
  };
  const errors = error.errors
    ? Object.fromEntries(
        Object.entries(error.errors).map(([field, list]) => [field, list.map((text, i) => sayField(field, text, i))]),
      )
    : undefined;
  // "field: message", the form a list's or a form's first problem takes, says its message in the language too.
  const first = errors && Object.entries(error.errors ?? {})[0];
  const message =
    first && error.message === `${first[0]}: ${first[1][0]}`
      ? `${first[0]}: ${sayField(first[0], first[1][0], 0)}`
      : say(error.message);
  return { message, ...(errors ? { errors } : {}), ...(error.extra ?? {}) };
}

/** docs/architecture.md#http-conventions: one error shape, {message, errors?}, with the status that says what went wrong. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    let status = 500;
    let body: Body = { message: translate(locale, 'errors.unexpected') };
    if (error instanceof AppError) {
      status = error.status;
      body = appErrorBody(error, locale);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors = fieldErrors(error.validation, locale);
      const first = Object.entries(errors)[0];
      body = { message: first ? `${first[0]}: ${first[1][0]}` : errorText(locale, 'Invalid request'), errors };
    } else if (error.validation) {
      status = 400;
      body = { message: errorText(locale, error.message), errors: fieldErrors(error.validation, locale) };
    } else if (req.isMultipart?.() && brokenMultipartMessage(error)) {
      // A form body busboy cannot read is the sender's fault, whichever route read it.
      status = 400;
      body = { message: errorText(locale, brokenMultipartMessage(error) ?? '') };
    } else if (
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.statusCode === 413
    ) {
      status = 413;
      body = { message: errorText(locale, 'The request is too large.') };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      status = 415;
      body = { message: errorText(locale, 'Unsupported content type.') };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: errorText(locale, 'Too many requests. Please wait a minute and try again.') };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message };
    }
    if (status >= 500) {
      req.log.error({ err: error, responseSerialization: isResponseSerializationError(error) }, 'request failed');
    }
    // The body is already in the contract's shape; bypass the route's serializer so it can never fail here.
    return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  });
}

/** Sends JSON text that is already in the route's response shape (a list page PostgreSQL wrote), as it is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Fastify's own answers for an address the router cannot read (bad percent-encoding, a parameter over
 * its length limit) come before any route and its error handler; this gives them our shape, without
 * the echoed address or the framework's error code.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const locale = requestLocale(req);
  const message = tooLong
    ? errorText(locale, 'The address is too long.')
    : errorText(locale, 'The address is not valid.');
  void reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ message });
}
