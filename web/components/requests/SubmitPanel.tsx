import { useLabel } from '../../i18n/labels';
import { Link, useNavigate } from 'react-router';
import { Anchor, Divider, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import { noticeServiceOf, type ConsentBody } from '../../../contract/privacy/notice';
import { LoadingOverlay } from '../LoadingOverlay';
import { requestKeys, useSubmitRequest } from './api';
import { AnswersCheck, ChargePanel, ReadyCheck, SubmitPanelCard } from './ChargePanel';
import { useT } from '../../i18n/requests';
import type { DraftReadiness, RequestDetailBase, RequestService } from './service';

/**
 * A draft's last step: what is still missing with a way to it, the price, the wallet's balance and,
 * when it is short, by how much with a way to add money; then submit, which charges the price once and
 * sends the request to the back office.
 */
export function SubmitPanel({
  service,
  detail: d,
  fixLink,
  documentsLink,
  submittedTo,
}: {
  service: Pick<RequestService, 'key' | 'api'>;
  detail: RequestDetailBase & DraftReadiness;
  /** The form's section with a problem. */
  fixLink: (section: string) => string;
  /** The form's documents; absent for a service that takes none (no documents check). */
  documentsLink?: string;
  /** Where the submitted request is read (default: stay on this page, which shows it submitted). */
  submittedTo?: (d: RequestDetailBase) => string;
}) {
  const t = useT();
  const label = useLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitRequest(service, d.id);
  const problems = d.problems.map((p) => ({ ...p, section: p.section ?? '' }));
  const missingDocs = d.missingDocuments;
  const ready = problems.length === 0 && missingDocs.length === 0;

  const send = (consent?: ConsentBody) =>
    submit.mutate(consent, {
      onSuccess: (r) => {
        notifications.show({
          color: 'green',
          title: t('requests.submit.doneTitle'),
          message: t('requests.submit.doneMessage', { refNo: r.refNo, amount: rupees(r.amount) }),
        });
        if (submittedTo) navigate(submittedTo(r));
      },
      // What the server found missing may be newer than this page: read the request again.
      onError: () => void queryClient.invalidateQueries({ queryKey: requestKeys.request(service, 'merchant', d.id) }),
    });

  return (
    <>
      <LoadingOverlay
        visible={submit.isPending}
        fullScreen
        title={t('requests.submit.submitting')}
        description={t('requests.submit.submittingDescription')}
      />
      <SubmitPanelCard>
        <AnswersCheck title={t('requests.submit.details')} problems={problems} fixLink={fixLink} />
        {documentsLink !== undefined && (
          <ReadyCheck ok={missingDocs.length === 0} title={t('requests.submit.documents')}>
            {missingDocs.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('requests.submit.documentsDone')}
              </Text>
            ) : (
              <List size="sm" spacing={2} data-testid="missing-documents">
                {missingDocs.map((m) => (
                  <List.Item key={m.kind}>
                    {label(m.label)}:{' '}
                    <Text span c="red.8" size="sm">
                      {t('requests.submit.missing')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to={documentsLink} size="sm">
              {t(missingDocs.length ? 'requests.submit.uploadDocuments' : 'requests.submit.seeDocuments')}
            </Anchor>
          </ReadyCheck>
        )}
        <Divider />
        <ChargePanel
          amount={d.amount}
          noun="request"
          sendsTo="to the back office"
          ready={ready}
          pending={submit.isPending}
          error={submit.error}
          onSubmit={send}
          privacy={noticeServiceOf(service.key)}
          withBalance
        />
      </SubmitPanelCard>
    </>
  );
}
