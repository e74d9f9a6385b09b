import { Link, useNavigate } from 'react-router';
import { Anchor, Divider, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { GstRequestDetail } from '../../../contract/gst';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import { GST_ROUTES, gstKeys, kindOf, useSubmitGstRequest } from '../../api/gst';
import { LoadingOverlay } from '../LoadingOverlay';
import { AnswersCheck, ChargePanel, ReadyCheck, SubmitPanelCard } from '../requests/ChargePanel';

/**
 * A draft's last step (as NSDL PAN's pre-submit): what is still missing with a way to it, the price,
 * the wallet's balance and, when it is short, by how much with a way to add money; then submit, which
 * charges the price once and sends the request to the back office.
 */
export function SubmitPanel({ detail: d }: { detail: GstRequestDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = kindOf(d);
  const submit = useSubmitGstRequest(kind, d.id);
  const formUrl = GST_ROUTES.merchant.form(kind, d.id);
  const problems = d.problems;
  const missingDocs = d.missingDocuments;
  const ready = problems.length === 0 && missingDocs.length === 0;

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', title: 'Request submitted', message: `${r.refNo} is with the back office; ${rupees(r.amount)} was charged to your wallet.` });
        navigate(GST_ROUTES.merchant.view(kind, r.id));
      },
      // What the server found missing may be newer than this page: read the request again.
      onError: () => void queryClient.invalidateQueries({ queryKey: gstKeys.request('merchant', kind, d.id) }),
    });

  return (
    <>
      <LoadingOverlay visible={submit.isPending} fullScreen title="Submitting..." description="Charging your wallet and sending the request to the back office" />
      <SubmitPanelCard>
        <AnswersCheck title="Details" problems={problems} fixLink={(section) => `${formUrl}#section-${section}`} />
        <ReadyCheck ok={missingDocs.length === 0} title="Documents">
          {missingDocs.length === 0 ? (
            <Text size="sm" c="dimmed">
              Every document needed is uploaded.
            </Text>
          ) : (
            <List size="sm" spacing={2} data-testid="missing-documents">
              {missingDocs.map((m) => (
                <List.Item key={m.kind}>
                  {m.label}: <Text span c="red.8" size="sm">missing</Text>
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to={`${formUrl}#section-${kind === 'registration' ? 'documents' : 'invoices'}`} size="sm">
            {missingDocs.length ? 'Upload the documents' : 'See or replace the documents'}
          </Anchor>
        </ReadyCheck>
        <Divider />
        <ChargePanel amount={d.amount} noun="request" sendsTo="to the back office" ready={ready} pending={submit.isPending} error={submit.error} onSubmit={send} withBalance />
      </SubmitPanelCard>
    </>
  );
}
