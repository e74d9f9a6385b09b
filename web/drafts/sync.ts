import type { ApplicationDetail, PanApplicationData } from '../../contract/nsdl-pan';
import { api } from '../api/client';
import { PAN_BASE } from '../api/nsdl-pan';
import { deleteDraft, draftsOf, isOnScreen, overCurrent, unreachable, type OfflineDraft } from './offline-drafts';

/* Sends the copies saved on this phone while offline, once the network is back (loaded only when there is a session). */

type Sender = (copy: OfflineDraft) => Promise<unknown>;

const SENDERS: Record<string, Sender> = {
  'nsdl-pan': async (copy) => {
    const base = PAN_BASE.merchant;
    const data = copy.data as PanApplicationData;
    if (copy.draftId == null)
      return api.post<ApplicationDetail>(
        `${base}/applications`,
        { category: copy.meta.category, appType: copy.meta.appType, data },
        // The key made when the copy was first kept: however often this is sent, one draft is made.
        { 'Idempotency-Key': copy.clientKey },
      );
    // The server has the Aadhaar number the copy left out: the saved draft keeps it. Last write wins for a draft.
    const current = await api.get<ApplicationDetail>(`${base}/applications/${copy.draftId}`);
    return api.put<ApplicationDetail>(`${base}/applications/${copy.draftId}`, {
      data: overCurrent(current.data, data),
    });
  },
};

const sending = new Set<string>();

/**
 * Sends every copy the user saved while offline whose form is not on screen; returns how many the server now has.
 * A copy the server refuses stays (its form shows why when opened); no network stops the round until next time.
 */
export async function sendPending(userId: string): Promise<number> {
  let sent = 0;
  for (const copy of await draftsOf(userId)) {
    const send = SENDERS[copy.form];
    if (!copy.pending || !send || isOnScreen(copy.key) || sending.has(copy.key)) continue;
    sending.add(copy.key);
    try {
      await send(copy);
      await deleteDraft(copy.key);
      sent++;
    } catch (e) {
      if (unreachable(e)) break;
    } finally {
      sending.delete(copy.key);
    }
  }
  return sent;
}
