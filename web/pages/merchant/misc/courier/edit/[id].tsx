import { idParam } from '../../../../../api/route-params';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { COURIER_ROUTES, useCourier } from '../../../../../api/couriers';
import { CourierDetails, CourierForm } from '../../../../../components/couriers/index';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';

/** /merchant/misc/courier/edit/:id: correct a courier still on its way (details and applications). */
export default function MerchantCourierEditPage() {
  const id = idParam(useParams().id);
  const courier = useCourier('merchant', id);
  if (id === null) return <CourierDetails area="merchant" id={null} />;
  const c = courier.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Edit Courier
        </Title>
        <Text c="dimmed">Applications you untick go back to the acknowledged list, to be sent in another courier.</Text>
      </div>
      {courier.isError ? (
        <FormErrorAlert error={courier.error} title="Could not load the courier" />
      ) : !c ? (
        <Center py="xl">
          <Loader aria-label="Loading courier" />
        </Center>
      ) : c.state !== 'dispatched' ? (
        <Alert color="yellow" variant="light" title="This courier cannot be changed">
          It was already marked {c.state} by the back office.{' '}
          <Anchor component={Link} to={COURIER_ROUTES.merchant.view(c.id)}>
            See the courier
          </Anchor>
        </Alert>
      ) : (
        <CourierForm key={c.id} area="merchant" courier={c} />
      )}
    </Stack>
  );
}
