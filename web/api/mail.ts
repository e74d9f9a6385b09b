import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail, SmtpSettingsInput, SmtpSettingsView } from '../../contract/mail';
import { api } from './client';

/* SMTP settings, test mail and the outbox (admin, /backend/settings/smtp-setup). */

export const SMTP_PATH = '/backend/settings/smtp-setup';

export const mailKeys = {
  settings: ['mail', 'smtp'] as const,
  outbox: ['mail', 'outbox'] as const,
};

export function useSmtpSettings(enabled = true) {
  return useQuery({ queryKey: mailKeys.settings, queryFn: () => api.get<SmtpSettingsView>(SMTP_PATH), enabled });
}

export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmtpSettingsInput) => api.put<SmtpSettingsView>(SMTP_PATH, input),
    onSuccess: (view) => queryClient.setQueryData(mailKeys.settings, view),
  });
}

/** The SMTP server's answer comes back as {ok, message}, whichever way it went. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: (to: string) => api.post<{ ok: boolean; message: string }>(`${SMTP_PATH}/test`, { to }),
  });
}

export function useOutbox(enabled = true) {
  return useQuery({ queryKey: mailKeys.outbox, queryFn: () => api.get<OutboxMail[]>(`${SMTP_PATH}/outbox`), enabled });
}

/** Sends what waited in the outbox (or failed) now that SMTP works; the outbox is re-read after. */
export function useSendWaitingMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ sent: number; failed: number; message: string }>(`${SMTP_PATH}/outbox/send`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.outbox }),
  });
}
