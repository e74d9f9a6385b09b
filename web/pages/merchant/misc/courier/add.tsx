import { Stack, Text, Title } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';
import { useT } from '../../../../i18n/couriers';

/** /merchant/misc/courier/add: record the parcel of signed forms sent to the back office. */
export default function MerchantCourierAddPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('couriers.add.title')}
        </Title>
        <Text c="dimmed">{t('couriers.add.intro')}</Text>
      </div>
      <CourierForm area="merchant" />
    </Stack>
  );
}
