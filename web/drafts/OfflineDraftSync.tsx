import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useAuth } from '../api/use-auth';
import { useT } from '../i18n/drafts';
import { draftsOf } from './offline-drafts';
import { isOnline, subscribeOnline } from '../pwa/state';

/**
 * Sends the drafts saved on this phone without a network, at start and whenever the network comes back (issue 29).
 * Renders nothing; the sending code is fetched only when a copy is waiting, so the first screen does not pay for it.
 */
export function OfflineDraftSync() {
  const code = useAuth().user?.code ?? null;
  const qc = useQueryClient();
  const t = useT();
  useEffect(() => {
    if (!code || typeof indexedDB === 'undefined') return;
    const run = async () => {
      if (!isOnline()) return;
      if (!(await draftsOf(code)).some((c) => c.pending)) return;
      const sent = await (await import('./sync')).sendPending(code);
      if (!sent) return;
      notifications.show({
        color: 'green',
        title: t('drafts.sent.title'),
        message: t('drafts.sync.sent', { count: sent }),
      });
      void qc.invalidateQueries({ queryKey: ['table'] });
      void qc.invalidateQueries({ queryKey: ['nsdl-pan'] });
    };
    const attempt = () => void run().catch(() => undefined);
    attempt();
    // Back online by the browser's word or by an answer after a dead link (web/pwa/state.ts).
    return subscribeOnline(() => {
      if (isOnline()) attempt();
    });
  }, [code, qc, t]);
  return null;
}
