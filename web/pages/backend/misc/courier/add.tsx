import { Stack, Text, Title } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';
import { useT } from '../../../../i18n/office';

/** /backend/misc/courier/add: record a courier on behalf of a merchant (e.g. forms handed over at the counter). */
export default function BackendCourierAddPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('office.courierAdd.title')}
        </Title>
        <Text c="dimmed">{t('office.courierAdd.intro')}</Text>
      </div>
      <CourierForm area="backend" />
    </Stack>
  );
}
