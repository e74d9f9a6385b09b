import { Link } from 'react-router';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconId, IconTicket, IconUserPlus } from '@tabler/icons-react';
import { DashboardFigures } from '../../../../components/requests/DashboardFigures';
import { DashboardHeading } from '../../../../components/requests/ServiceDashboard';
import { useUtiSummary } from '../../../../components/uti/api';
import { CouponTotals } from '../../../../components/uti/CouponTotals';
import { PsaStatus } from '../../../../components/uti/PsaStatus';
import { UTI_ROUTES } from '../../../../components/uti/services';
import { useT } from '../../../../i18n/uti';

/**
 * /merchant/product/uti-pan: the shop's UTI PAN: its PSA registration (the login id, or why not yet),
 * its coupons per type, and the ways to register, sign in and request coupons.
 */
export default function MerchantUtiDashboardPage() {
  const t = useT();
  const summary = useUtiSummary();
  const psa = summary.data?.psa ?? null;
  const R = UTI_ROUTES.merchant;
  return (
    <Stack gap="lg">
      <DashboardHeading area="merchant" title={t('uti.name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {psa ? (
          <Button
            component={Link}
            to={R.psaLoginId}
            size="xl"
            h={84}
            variant="light"
            leftSection={<IconId size={28} aria-hidden />}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('uti.psa.loginId')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={R.psaForm()}
            size="xl"
            h={84}
            variant="light"
            leftSection={<IconUserPlus size={28} aria-hidden />}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('uti.psa.registerButton')}
          </Button>
        )}
        <Button
          component={Link}
          to={R.topup}
          size="xl"
          h={84}
          leftSection={<IconTicket size={28} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {t('uti.coupon.coupons')}
        </Button>
      </SimpleGrid>
      <DashboardFigures query={summary}>
        {(s) => (
          <>
            <PsaStatus summary={s} compact />
            <section aria-labelledby="uti-coupons">
              <Title order={2} size="h4" mb="sm" id="uti-coupons">
                {t('uti.coupon.coupons')}
              </Title>
              <CouponTotals summary={s} />
            </section>
          </>
        )}
      </DashboardFigures>
    </Stack>
  );
}
