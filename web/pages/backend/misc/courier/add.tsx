import { Stack } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';
import { useT } from '../../../../i18n/office';
import { PageHeading } from '../../../../components/PageHeading';

/** /backend/misc/courier/add: record a courier on behalf of a merchant (e.g. forms handed over at the counter). */
export default function BackendCourierAddPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('office.courierAdd.title')} description={t('office.courierAdd.intro')} />
      <CourierForm area="backend" />
    </Stack>
  );
}
