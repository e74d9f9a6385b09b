import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_API, type BackupList, type BackupStarted } from '../../contract/backup';
import { api } from './client';
import { apiRelative, downloadFile } from './table';

/** Settings › Backup calls (decision 0062), as client paths (relative to /api). */
const BASE = apiRelative(BACKUP_API);
export const backupKeys = { list: ['backup', 'list'] as const };

/**
 * The list; while a backup is being made (an incomplete one is listed) it is asked again every few
 * seconds, so the finished backup appears without a reload.
 */
export function useBackups() {
  return useQuery({
    queryKey: backupKeys.list,
    queryFn: () => api.get<BackupList>(BASE),
    refetchInterval: (q) => (q.state.data?.items.some((b) => !b.complete) ? 3000 : false),
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

/** SPEC §3 file download: a signed link to the backup's .tar, then the file saved under its name. */
export const downloadBackup = (stamp: string) => downloadFile(`${BASE}/${encodeURIComponent(stamp)}/download`);
