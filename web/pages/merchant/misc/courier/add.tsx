import { Stack, Text, Title } from '@mantine/core';
import { CourierForm } from '../../../../components/couriers';

/** /merchant/misc/courier/add: record the parcel of signed forms sent to the back office. */
export default function MerchantCourierAddPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Add Courier
        </Title>
        <Text c="dimmed">
          Sent the signed forms of acknowledged applications? Record the courier here and tick the applications in the
          parcel.
        </Text>
      </div>
      <CourierForm area="merchant" />
    </Stack>
  );
}
