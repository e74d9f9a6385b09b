import { useQuery } from '@tanstack/react-query';
import { NOTICE_FACTS_PATH, type NoticeFacts } from '../../../contract/privacy/notice';
import { api } from '../../api/client';
import { apiRelative } from '../../api/table';

/** The agency's facts a privacy notice states (retention days, contact); they change rarely. */
export function useNoticeFacts() {
  return useQuery({
    queryKey: ['privacy', 'notice-facts'] as const,
    queryFn: () => api.get<NoticeFacts>(apiRelative(NOTICE_FACTS_PATH)),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
