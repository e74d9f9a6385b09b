import crypto from 'node:crypto';

/** A multipart/form-data body with one file (and text fields before it), for app.inject(). */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
      `filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
