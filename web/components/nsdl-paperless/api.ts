import { useMutation } from '@tanstack/react-query';
import type { PaperlessDetail, PaperlessRedirect } from '../../../contract/nsdl-paperless';
import type { ConsentBody } from '../../../contract/privacy/notice';
import { api } from '../../api/client';
import { downloadFile } from '../../api/table';
import { requestPaths, useRequestAction, useRequestDashboard } from '../requests/api';
import { PAPERLESS_BASE, PAPERLESS_SERVICE } from './services';

/* Paperless's own calls; drafts, moves and lists are the shared request calls. */

// PENDING-CONTRACT: the shapes of GET M/summary and GET B/dashboard as common.md's API list gives them.
export type PaperlessSummaryData = {
  counts: Record<string, number>;
  /** Rupees; null when the shop's package has no price for the type. */
  prices: { N: number | null; C: number | null };
  available: boolean;
  sandbox: boolean;
};
export type PaperlessDashboardData = {
  counts: Record<string, number>;
  stuck: number;
  acknowledgedToday: number;
  lastRun: {
    startedAt: string;
    finishedAt: string | null;
    outcome: string;
    summary: string | null;
    error: string | null;
  } | null;
  provider: 'protean' | 'sandbox' | null;
};

const M = requestPaths(PAPERLESS_SERVICE, 'merchant');

/** The shop's paperless figures: counts per state, prices, whether a provider is set up and whether it is the sandbox. */
export const usePaperlessSummary = () =>
  useRequestDashboard<PaperlessSummaryData>(PAPERLESS_SERVICE.key, 'merchant', `${PAPERLESS_BASE.merchant}/summary`);

/** The back office's paperless figures, with the reconciler's last run. */
export const usePaperlessDashboard = () =>
  useRequestDashboard<PaperlessDashboardData>(PAPERLESS_SERVICE.key, 'backend', `${PAPERLESS_BASE.backend}/dashboard`);

/**
 * Confirm (with the applicant's consent to the privacy notice; charged once, then the provider's URL) and
 * resume (the URL again, nothing charged): both answer where the browser posts next. The request's copy is
 * stale either way, so the caller re-reads it.
 */
export function useProviderUrl(id: number) {
  return useMutation({
    mutationFn: ({ action, consent }: { action: 'confirm' | 'resume'; consent?: ConsentBody }) =>
      api.post<PaperlessRedirect>(M.action(id, action), action === 'confirm' ? { consent } : undefined),
  });
}

/** "Apply again": a new draft prefilled from a failed application (the same one when asked twice). */
export const useApplyAgain = (id: number) =>
  useRequestAction<PaperlessDetail, Record<string, never>>(PAPERLESS_SERVICE, 'merchant', id);

/** The back office asks Protean now and the application is settled by its answer. */
export const useAskProvider = (id: number) =>
  useRequestAction<PaperlessDetail, Record<string, never>>(PAPERLESS_SERVICE, 'backend', id);

/** The acknowledgement slip of an acknowledged application (a signed link, saved under its name). */
export const downloadSlip = (id: number) => downloadFile(M.action(id, 'slip'));
