import { Link, Navigate, useParams } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { isLivePsaState, type PsaRegistrationDetail } from '../../../../../../contract/uti/index';
import { Loaded } from '../../../../../components/requests/DashboardFigures';
import { DraftFormRoute } from '../../../../../components/requests/RequestFormShell';
import { useUtiSummary } from '../../../../../components/uti/api';
import { PSA_FORM_TITLE, PsaForm } from '../../../../../components/uti/PsaForm';
import { PsaStatus } from '../../../../../components/uti/PsaStatus';
import { PSA_SERVICE, UTI_ROUTES } from '../../../../../components/uti/services';
import { useT } from '../../../../../i18n/uti';

/**
 * /merchant/product/uti-pan/psa-registration/{id?}: the PSA registration form. Without an id it resumes
 * the shop's draft, says so when a registration is already submitted or approved (one at a time), and
 * after a rejection offers the correction above a blank form.
 */
export default function PsaRegistrationPage() {
  const t = useT();
  const raw = useParams().id;
  const summary = useUtiSummary();
  const psa = summary.data?.psa ?? null;

  if (raw === undefined) {
    // Until the shop's registration is known, the form does not know whether to start, resume or refuse.
    if (!summary.data)
      return (
        <Loaded query={summary} loading={t('uti.psaPage.loading')} failed={t('uti.psaPage.failed')}>
          {() => null}
        </Loaded>
      );
    if (psa?.state === 'draft') return <Navigate to={UTI_ROUTES.merchant.psaForm(psa.id)} replace />;
    if (psa && isLivePsaState(psa.state))
      return (
        <Alert color="blue" variant="light" title={t('uti.psaPage.liveTitle')} role="status" data-testid="psa-live">
          <Text size="sm">
            {t('uti.psaPage.live', { refNo: psa.refNo, state: psa.stateLabel.toLowerCase() })}{' '}
            <Anchor component={Link} to={UTI_ROUTES.merchant.psaLoginId}>
              {t('uti.psaPage.seeLoginId')}
            </Anchor>
          </Text>
        </Alert>
      );
  }
  return (
    <Stack gap="md">
      {raw === undefined && psa?.state === 'rejected' && summary.data && <PsaStatus summary={summary.data} />}
      <DraftFormRoute<PsaRegistrationDetail>
        service={PSA_SERVICE}
        title={t(PSA_FORM_TITLE)}
        draftsList={UTI_ROUTES.merchant.psaForm()}
      >
        {(id, d) => <PsaForm id={id} detail={d} />}
      </DraftFormRoute>
    </Stack>
  );
}
