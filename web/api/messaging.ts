import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_API, type MessageSettings } from '../../contract/messaging';
import { api } from './client';
import { apiRelative } from './table';

const SETTINGS = apiRelative(MESSAGING_API.settings);

const key = ['messaging', 'settings'] as const;

/** The shop's SMS / WhatsApp choices (issue 27 §3). */
export function useMessageSettings() {
  return useQuery({ queryKey: key, queryFn: () => api.get<MessageSettings>(SETTINGS) });
}

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: MessageSettings) => api.put<MessageSettings>(SETTINGS, s),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
