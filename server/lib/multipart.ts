import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export type ReadForm = { fields: Record<string, string>; files: Record<string, { data: Buffer; filename: string }> };

/** Reads a multipart form whole: text fields and the named files (each at most maxFileBytes; others are refused). */
export async function readMultipart(req: FastifyRequest, opts: { fileFields: string[]; maxFileBytes: number }): Promise<ReadForm> {
  if (!req.isMultipart()) throw fieldError('_', 'Send the form as multipart/form-data.');
  const out: ReadForm = { fields: {}, files: {} };
  for await (const part of req.parts({ limits: { fileSize: opts.maxFileBytes, files: opts.fileFields.length, fields: 40 } })) {
    if (part.type === 'file') {
      if (!opts.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw fieldError(part.fieldname, `Unexpected file field "${part.fieldname}".`);
      }
      out.files[part.fieldname] = { data: await part.toBuffer(), filename: part.filename };
    } else {
      out.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return out;
}
