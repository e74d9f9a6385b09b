import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_API, type BackupList, type BackupStarted } from '../../contract/backup';
import { api } from './client';
import { apiRelative, downloadFile } from './table';

/** Settings › Backup calls (decision 0062), as client paths (relative to /api). */
const BASE = apiRelative(BACKUP_API);
export const backupKeys = { list: ['backup', 'list'] as const };

/** How long the list keeps asking after "Back up now" for the new backup to appear. */
const WATCH_MS = 10 * 60_000;

/**
 * The list; while a backup is being made it is asked again every few seconds, so the finished backup
 * appears without a reload: while an incomplete one is listed, and after "Back up now" (`started`: the
 * time and how many complete backups there were) until one more is complete, since the new backup is
 * listed only once its first part is written.
 */
export function useBackups(started?: { at: number; complete: number } | null) {
  return useQuery({
    queryKey: backupKeys.list,
    queryFn: () => api.get<BackupList>(BASE),
    refetchInterval: (q) => {
      const items = q.state.data?.items ?? [];
      const awaited =
        !!started && Date.now() - started.at < WATCH_MS && items.filter((b) => b.complete).length <= started.complete;
      return items.some((b) => !b.complete) || awaited ? 3000 : false;
    },
  });
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BackupStarted>(BASE),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.list }),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stamp: string) => api.delete<BackupList>(`${BASE}/${encodeURIComponent(stamp)}`),
    onSuccess: (list) => queryClient.setQueryData(backupKeys.list, list),
  });
}

/** docs/product.md#records-and-fields file download: a signed link to the backup's .tar, then the file saved under its name. */
export const downloadBackup = (stamp: string) => downloadFile(`${BASE}/${encodeURIComponent(stamp)}/download`);
