import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RETENTION_API,
  type RetentionRunResult,
  type RetentionSettingsInput,
  type RetentionView,
} from '../../contract/privacy/retention';
import { api } from './client';
import { apiRelative } from './table';

/** Setting › Retention calls (docs/decisions/0068), as client paths (relative to /api). */
const BASE = apiRelative(RETENTION_API);
export const retentionKeys = { view: ['privacy', 'retention'] as const };

export function useRetention(enabled = true) {
  return useQuery({ queryKey: retentionKeys.view, queryFn: () => api.get<RetentionView>(BASE), enabled });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettingsInput) => api.put<RetentionView>(BASE, input),
    onSuccess: (view) => queryClient.setQueryData(retentionKeys.view, view),
  });
}

/** Runs the job once now; the answer says what it did and carries the page's data after it. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RetentionRunResult>(`${BASE}/run`),
    onSuccess: (out) => queryClient.setQueryData(retentionKeys.view, out.view),
  });
}
