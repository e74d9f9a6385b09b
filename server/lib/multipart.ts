import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors';
import { checkUploadName } from './file-names';
import { assertNoNul } from './input-hygiene';

export type ReadForm = { fields: Record<string, string>; files: Record<string, { data: Buffer; filename: string }> };
export type ReadFile = { data: Buffer; filename: string };

export const NO_BOUNDARY =
  'The form was sent as multipart/form-data without a boundary, so it cannot be read. Send it again from the page.';
export const BROKEN_FORM =
  'The form data is incomplete or malformed (the upload may have been cut off). Choose the file and send it again.';

/**
 * Errors busboy and @fastify/multipart raise for a body that is not a readable form: no boundary, a
 * truncated part, a bad part header. They carry no status of their own and would otherwise be a 500.
 */
export function brokenMultipartMessage(error: { message?: string; code?: string }): string | null {
  const message = error.message ?? '';
  if (/Boundary not found|Boundary required/i.test(message)) return NO_BOUNDARY;
  if (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    /Unexpected end of (multipart data|form)|terminated early|Malformed part header|needle/i.test(message)
  ) {
    return BROKEN_FORM;
  }
  return null;
}

// Both reads keep the sent file name whole (preservePath): busboy would cut `../../x.php` down to `x.php`
// silently, and the sender should hear that such a name is refused instead.

/** Runs a read of the body, turning a broken form into a 400 on the field; size limits stay 413s. */
async function reading<T>(field: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    const message = e instanceof AppError ? null : brokenMultipartMessage(e as Error);
    if (message) throw new AppError(400, message, { [field]: [message] });
    throw e;
  }
}

/** Reads a multipart form whole: text fields and the named files (each at most maxFileBytes; others are refused). */
export async function readMultipart(
  req: FastifyRequest,
  opts: { fileFields: string[]; maxFileBytes: number },
): Promise<ReadForm> {
  if (!req.isMultipart()) throw fieldError('_', 'Send the form as multipart/form-data.');
  const out: ReadForm = { fields: {}, files: {} };
  await reading('_', async () => {
    for await (const part of req.parts({
      preservePath: true,
      limits: { fileSize: opts.maxFileBytes, files: opts.fileFields.length, fields: 40 },
    })) {
      if (part.type === 'file') {
        if (!opts.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw fieldError(part.fieldname, `Unexpected file field "${part.fieldname}".`);
        }
        const data = await part.toBuffer();
        out.files[part.fieldname] = { data, filename: checkUploadName(part.fieldname, part.filename) };
      } else {
        const value = String(part.value ?? '');
        // The JSON body's NUL rule (input-hygiene) holds for form fields too: PostgreSQL refuses NUL in text.
        assertNoNul(part.fieldname, value);
        out.fields[part.fieldname] = value;
      }
    }
  });
  return out;
}

/**
 * The one file of a single-file upload (the first file part), its name checked. The messages say what
 * the route expects: `notMultipart` when the body is no form at all, `missing` when it holds no file.
 */
export async function readFile(
  req: FastifyRequest,
  opts: { field: string; maxFileBytes?: number; notMultipart: string; missing: string },
): Promise<ReadFile> {
  if (!req.isMultipart()) throw fieldError(opts.field, opts.notMultipart);
  return reading(opts.field, async () => {
    const file = await req.file({
      preservePath: true,
      limits: { files: 1, ...(opts.maxFileBytes ? { fileSize: opts.maxFileBytes } : {}) },
    });
    if (!file) throw fieldError(opts.field, opts.missing);
    const data = await file.toBuffer();
    return { data, filename: checkUploadName(opts.field, file.filename) };
  });
}
