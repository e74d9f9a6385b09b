import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageId } from '../../contract/i18n';
import { BACKLOG_API, type BacklogImportReport, type BacklogImportResult } from '../../contract/lists/backlog';
import { api, ApiError } from './client';
import { apiRelative, downloadFile, tableQueryKey } from './table';
import { i18n } from '../i18n';
import '../i18n/money';

export type BacklogArea = keyof typeof BACKLOG_API;

/** docs/product.md#calls backlog calls, as client paths (relative to /api). */
export function backlogPaths(area: BacklogArea) {
  const base = apiRelative(BACKLOG_API[area]);
  return {
    list: `${base}/pan-list`,
    export: `${base}/pan-list/export`,
    ack: (aknNo: string) => `${base}/dw-ack/${encodeURIComponent(aknNo)}`,
    import: `${base}/import`,
  };
}

/** docs/product.md#records-and-fields file download: {file, tempUrl} from dw-ack, then the signed file saved under file.name. */
export function downloadAck(area: BacklogArea, aknNo: string): Promise<void> {
  return downloadFile(backlogPaths(area).ack(aknNo));
}

/** The per-row report of a refused import (422), or null for any other failure. */
export function importReportOf(error: unknown): BacklogImportReport | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<BacklogImportReport> | undefined;
  return body && Array.isArray(body.rows)
    ? { message: body.message ?? i18n._('money.import.fileHasErrors' satisfies MessageId), rows: body.rows }
    : null;
}

/** Admin import of a CSV or Excel file; a clean import reloads the back-office list. */
export function useBacklogImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<BacklogImportResult>(backlogPaths('backend').import, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(backlogPaths('backend').list) }),
  });
}
