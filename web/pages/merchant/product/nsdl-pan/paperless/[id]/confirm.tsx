import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaperlessDetail } from '../../../../../../../contract/nsdl-paperless';
import type { ConsentBody } from '../../../../../../../contract/privacy/notice';
import { ApiError } from '../../../../../../api/client';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import { useProviderUrl } from '../../../../../../components/nsdl-paperless/api';
import { ConfirmPanel } from '../../../../../../components/nsdl-paperless/ConfirmPanel';
import { PaperlessAnswers, PaperlessHeader } from '../../../../../../components/nsdl-paperless/PaperlessSummary';
import { postToProvider } from '../../../../../../components/nsdl-paperless/redirect';
import { ResultPanel } from '../../../../../../components/nsdl-paperless/ResultPanel';
import { PAPERLESS_ROUTES, PAPERLESS_SERVICE } from '../../../../../../components/nsdl-paperless/services';
import { can } from '../../../../../../components/requests/actions';
import { requestKeys, useRequestDetail } from '../../../../../../components/requests/api';
import { RequestPageFrame, idParam } from '../../../../../../components/requests/RequestPageFrame';
import { HistoryCard, ReviewColumns } from '../../../../../../components/requests/ReviewLayout';
import { RequestTimeline } from '../../../../../../components/requests/Timeline';
import { useT } from '../../../../../../i18n/panPages';

/**
 * /merchant/product/nsdl-pan/paperless/{id}/confirm: a draft's check and "Confirm and pay", which sends
 * the browser to Protean; the same address is where Protean's return lands, so for any other state it
 * is the result page.
 */
export default function PaperlessConfirmPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const query = useRequestDetail<PaperlessDetail>(PAPERLESS_SERVICE, 'merchant', id);
  const draft = query.data?.state === 'draft';
  return (
    <RequestPageFrame<PaperlessDetail>
      eyebrow={PAPERLESS_SERVICE.eyebrow}
      title={query.data && draft ? t('panPages.paperless.checkTitle') : t('panPages.paperless.title')}
      back={{ to: PAPERLESS_ROUTES.merchant.list(), label: t('panPages.paperless.back') }}
      query={query}
      invalid={id === null ? t('panPages.common.invalidAddress') : undefined}
    >
      {(d) => <ConfirmBody detail={d} />}
    </RequestPageFrame>
  );
}

function ConfirmBody({ detail: d }: { detail: PaperlessDetail }) {
  const t = useT();
  const qc = useQueryClient();
  const provider = useProviderUrl(d.id);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<{ on: 'confirm' | 'resume'; error: unknown } | null>(null);
  const formUrl = PAPERLESS_ROUTES.merchant.apply(d.data.appType, d.id);
  const fixLink = (section: string) => `${formUrl}#section-${section}`;

  const go = (action: 'confirm' | 'resume', consent?: ConsentBody) => {
    setError(null);
    provider.mutate(
      { action, consent },
      {
        onSuccess: (r) => {
          setLeaving(true);
          postToProvider(r);
        },
        onError: (e) => {
          setError({ on: action, error: e });
          // A failed URL call fails and refunds the application; a refusal may mean it moved meanwhile: read it again.
          void qc.invalidateQueries({ queryKey: requestKeys.request(PAPERLESS_SERVICE, 'merchant', d.id) });
          if (e instanceof ApiError && e.status === 502) {
            void qc.invalidateQueries({ queryKey: ['money'] });
            void qc.invalidateQueries({ queryKey: ['request-dashboard'] });
          }
        },
      },
    );
  };

  const edit = can(d, 'edit') ? (
    <Button component={Link} to={formUrl} variant="light" size="xs" leftSection={<IconEdit size={14} aria-hidden />}>
      {t('panPages.paperless.edit')}
    </Button>
  ) : null;
  // Once the application has left the draft, a confirm refusal (502: failed and refunded) is said above the result.
  const shownApart = error && (d.state !== 'draft' || error.on === 'resume') ? error.error : null;

  return (
    <ReviewColumns
      mainSpan={8}
      main={
        <Stack gap="md">
          <PaperlessHeader detail={d} extra={edit} />
          <PaperlessAnswers detail={d} {...(d.state === 'draft' ? { problems: d.problems, fixLink } : {})} />
          <HistoryCard>
            <RequestTimeline look={PAPERLESS_SERVICE.look} events={d.events} />
          </HistoryCard>
        </Stack>
      }
      side={
        <Stack gap="md">
          {shownApart ? (
            <FormErrorAlert
              error={shownApart}
              title={
                error?.on === 'resume' ? t('panPages.paperless.resumeFailed') : t('panPages.paperless.startFailed')
              }
            />
          ) : null}
          {d.state === 'draft' ? (
            <ConfirmPanel
              detail={d}
              fixLink={fixLink}
              pending={provider.isPending}
              leaving={leaving}
              error={error?.on === 'confirm' ? error.error : null}
              onConfirm={(consent) => go('confirm', consent)}
            />
          ) : (
            <ResultPanel detail={d} resuming={provider.isPending || leaving} onResume={() => go('resume')} />
          )}
        </Stack>
      }
    />
  );
}
