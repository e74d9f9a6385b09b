import { Stack, Text, Title } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';

/** /backend/misc/courier/add: record a courier on behalf of a merchant (e.g. forms handed over at the counter). */
export default function BackendCourierAddPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Add Courier
        </Title>
        <Text c="dimmed">
          Record a parcel of signed forms for a merchant that did not enter it: choose the merchant, then the
          applications in it.
        </Text>
      </div>
      <CourierForm area="backend" />
    </Stack>
  );
}
