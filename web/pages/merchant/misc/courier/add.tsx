import { Stack } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';
import { useT } from '../../../../i18n/couriers';
import { PageHeading } from '../../../../components/PageHeading';

/** /merchant/misc/courier/add: record the parcel of signed forms sent to the back office. */
export default function MerchantCourierAddPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('couriers.add.title')} description={t('couriers.add.intro')} />
      <CourierForm area="merchant" />
    </Stack>
  );
}
