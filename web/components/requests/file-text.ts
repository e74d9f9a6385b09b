/** How a request's files are described to people: sizes and types in words. */

export const MB = 1024 * 1024;

export function formatBytes(n: number): string {
  if (n >= MB) return `${(n / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

export function mimeLabel(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  if (mime === 'image/jpeg') return 'JPEG image';
  if (mime === 'image/png') return 'PNG image';
  if (mime === 'text/csv') return 'CSV';
  if (mime.includes('spreadsheetml')) return 'Excel';
  return mime;
}
