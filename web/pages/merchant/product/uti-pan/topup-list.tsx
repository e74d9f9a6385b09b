import { Grid, Stack } from '@mantine/core';
import type { UtiRequestRow } from '../../../../../contract/uti';
import { Loaded } from '../../../../components/requests/DashboardFigures';
import { RequestPageHeader } from '../../../../components/requests/RequestPageFrame';
import { COUPON_LIST } from '../../../../components/uti/lists';
import { RequestListPage } from '../../../../components/requests/RequestListPage';
import { useUtiSummary } from '../../../../components/uti/api';
import { CouponRequestForm } from '../../../../components/uti/CouponRequestForm';
import { CouponTotals } from '../../../../components/uti/CouponTotals';
import { COUPON_SERVICE, UTI_ROUTES } from '../../../../components/uti/services';
import { useT } from '../../../../i18n/uti';

/**
 * /merchant/product/uti-pan/topup-list: a coupon request (type, quantity, total, charged at once) above
 * the shop's coupons per type and every coupon request it made, with what was allotted.
 */
export default function UtiTopupListPage() {
  const t = useT();
  const summary = useUtiSummary();
  return (
    <Stack gap="lg">
      <RequestPageHeader
        eyebrow={t('uti.name')}
        title={t('uti.coupon.coupons')}
        back={{ to: UTI_ROUTES.merchant.dashboard, label: t('uti.name') }}
      />
      <Loaded query={summary} loading={t('uti.topup.loading')} failed={t('uti.topup.failed')}>
        {(s) => (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CouponRequestForm summary={s} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CouponTotals summary={s} stacked />
            </Grid.Col>
          </Grid>
        )}
      </Loaded>
      <RequestListPage<UtiRequestRow>
        service={COUPON_SERVICE}
        area="merchant"
        eyebrow={null}
        description={t('uti.topup.description')}
        {...COUPON_LIST}
      />
    </Stack>
  );
}
