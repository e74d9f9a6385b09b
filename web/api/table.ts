import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ExportFormat, FileDownload, TableRequest, TableResponse } from '../../contract/table';
import { api, ApiError } from './client';
import { saveBlob } from './download';
import { errorText } from './error-text';
import type { MessageId } from '../../contract/i18n';
import { i18n } from '../i18n';
import '../i18n/common';

/** Every table query starts with this, so a screen can invalidate one list (by url) or all of them. */
export function tableQueryKey(url: string, request?: TableRequest) {
  return request ? (['table', url, request] as const) : (['table', url] as const);
}

/**
 * Every list on screen reads its rows again (the others are only marked old): for when something the
 * lists show may have changed elsewhere, e.g. the back office deciding a request while this tab was open.
 */
export function refreshLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['table'] });
}

export type TablePage<T> = TableResponse<T> & { start: number };

export function fetchTable<T>(url: string, request: TableRequest): Promise<TableResponse<T>> {
  return api.post<TableResponse<T>>(url, request);
}

/**
 * One page of a list. The request is the key, so any change of page, size, sort, filter or search is a
 * new fetch; the previous page stays on screen meanwhile instead of collapsing the table.
 */
export function useTableData<T>(url: string, request: TableRequest) {
  return useQuery({
    queryKey: tableQueryKey(url, request),
    // The start travels with the rows: while the next page loads, the previous one is still numbered
    // from its own start.
    queryFn: async (): Promise<TablePage<T>> => ({ ...(await fetchTable<T>(url, request)), start: request.start }),
    placeholderData: keepPreviousData,
    // Back to the tab after approving elsewhere, a list must not still say Pending (the app's default is off).
    refetchOnWindowFocus: true,
    // A 4xx (bad filter, no permission) would answer the same again; only a dropped connection or a
    // server hiccup is worth one more try.
    retry: (failures, error) =>
      failures < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
  });
}

export const EXPORT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel', pdf: 'PDF', csv: 'CSV' };
/** docs/product.md#lists menu order. */
export const EXPORT_MENU: readonly ExportFormat[] = ['xlsx', 'pdf', 'csv'];

/** `title-YYYY-MM-DD.ext`, used only when the server names no file. */
export function exportFallbackName(title: string, format: ExportFormat, today = new Date()): string {
  const slug =
    title
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  const d = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${slug}-${d}.${format}`;
}

export type ExportRequest = TableRequest & { columns: string[]; title: string };

/**
 * Sends the table's current request (every filtered row, not just this page, is the server's job) and
 * saves the file the server streams back.
 */
export async function exportTable(exportUrl: string, format: ExportFormat, body: ExportRequest): Promise<void> {
  const sep = exportUrl.includes('?') ? '&' : '?';
  const { blob, filename } = await api.download(`${exportUrl}${sep}format=${format}`, { method: 'POST', body });
  saveBlob(blob, filename && filename !== 'export' ? filename : exportFallbackName(body.title, format));
}

/**
 * The client takes paths under /api; a server may hand back tempUrl as '/api/…' or as an absolute URL
 * on this origin, so both are brought back to the relative form.
 */
export function apiRelative(url: string): string {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    const u = new URL(url);
    if (typeof window !== 'undefined' && u.origin !== window.location.origin) return url;
    path = u.pathname + u.search;
  }
  if (path === '/api' || path.startsWith('/api/')) path = path.slice(4);
  return path.startsWith('/') ? path : `/${path}`;
}

/** docs/product.md#records-and-fields file download: ask for {file, tempUrl}, fetch the signed URL, save under the given name. */
export async function downloadFile(path: string): Promise<void> {
  const { file, tempUrl } = await api.get<FileDownload>(path);
  const { blob, filename } = await api.download(apiRelative(tempUrl));
  saveBlob(blob, file?.name || filename);
}

/** docs/product.md#error-texts: a failed download shows the red top-centre 'Error' notification with the error text. */
export function notifyDownloadError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n._('common.notify.error' satisfies MessageId),
    message: errorText(error),
    position: 'top-center',
  });
}
