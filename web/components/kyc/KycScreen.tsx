import { Center, Loader, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { useAuth } from '../../api/use-auth';
import { kycPathFor, useMyKyc } from '../../api/kyc';
import { FormErrorAlert } from '../FormErrorAlert';
import { KycForm } from './KycForm';
import { KycStatusPanel, KycSummary } from './KycStatusPanel';
import { useT } from '../../i18n/auth';
import { PageHeading } from '../PageHeading';

/** /kyc/merchant and /kyc/staff: the status, and the form while a submission is allowed. */
export function KycScreen({ who }: { who: 'merchant' | 'staff' }) {
  const t = useT();
  const { user } = useAuth();
  const kyc = useMyKyc();
  // Each kind has its own address; someone who followed the other link lands on theirs.
  const own = kycPathFor(user?.kind);
  if (user && own !== `/kyc/${who}`) return <Navigate to={own} replace />;

  const canSubmit = kyc.data?.status === 'not_submitted' || kyc.data?.status === 'rejected';
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeading
        title={who === 'staff' ? t('auth.kyc.staffTitle') : t('auth.kyc.merchantTitle')}
        description={who === 'staff' ? t('auth.kyc.staffIntro') : t('auth.kyc.merchantIntro')}
      />
      {kyc.error ? (
        <FormErrorAlert error={kyc.error} title={t('auth.kyc.loadFailed')} />
      ) : !kyc.data ? (
        <Center py="xl">
          <Loader aria-label={t('auth.login.loading')} />
        </Center>
      ) : (
        <>
          <KycStatusPanel kyc={kyc.data} />
          {canSubmit ? (
            <KycForm key={kyc.data.id ?? 'new'} previous={kyc.data.status === 'rejected' ? kyc.data : null} />
          ) : (
            <KycSummary kyc={kyc.data} />
          )}
        </>
      )}
    </Stack>
  );
}
