import { Stack } from '@mantine/core';
import type { PsaRegistrationDetail } from '../../../../../contract/uti';
import { useRequestDetail } from '../../../../components/requests/api';
import { Loaded } from '../../../../components/requests/DashboardFigures';
import { MerchantRequestBody } from '../../../../components/requests/MerchantRequestPage';
import { RequestPageHeader } from '../../../../components/requests/RequestPageFrame';
import { useUtiSummary } from '../../../../components/uti/api';
import { PsaStatus } from '../../../../components/uti/PsaStatus';
import { PsaHeader, PsaSummary } from '../../../../components/uti/PsaSummary';
import { psaDocumentRows } from '../../../../components/uti/PsaForm';
import { PSA_SERVICE, UTI_ROUTES } from '../../../../components/uti/services';
import { useT } from '../../../../i18n/uti';

// The status card above says what happens next in every state.
const NEXT = {};

/**
 * /merchant/product/uti-pan/psa-loginid: the shop's PSA registration and what came of it: the login id
 * with its date and how to sign in, the reason of a rejection with the way to correct it, or a draft
 * checked and submitted here (price, balance, what is missing) — then the registration itself.
 */
export default function PsaLoginIdPage() {
  const t = useT();
  const summary = useUtiSummary();
  return (
    <Stack gap="md">
      <RequestPageHeader
        eyebrow={t('uti.name')}
        title={t('uti.psa.loginId')}
        back={{ to: UTI_ROUTES.merchant.dashboard, label: t('uti.name') }}
      />
      <Loaded query={summary} loading={t('uti.psaPage.loading')} failed={t('uti.psaPage.failed')}>
        {(s) => (
          <>
            <PsaStatus summary={s} />
            {s.psa && <Registration id={s.psa.id} />}
          </>
        )}
      </Loaded>
    </Stack>
  );
}

function Registration({ id }: { id: number }) {
  const t = useT();
  const query = useRequestDetail<PsaRegistrationDetail>(PSA_SERVICE, 'merchant', id);
  return (
    <Loaded query={query} loading={t('uti.loginIdPage.loading')} failed={t('uti.loginIdPage.failed')}>
      {(detail) => (
        <MerchantRequestBody<PsaRegistrationDetail>
          service={PSA_SERVICE}
          detail={detail}
          header={(d, extra) => <PsaHeader detail={d} extra={extra} />}
          summary={(d, draft) => <PsaSummary detail={d} problems={draft.problems} fixLink={draft.fixLink} />}
          documentRows={(d) => psaDocumentRows(d.files)}
          documentsSection={() => 'documents'}
          next={NEXT}
        />
      )}
    </Loaded>
  );
}
