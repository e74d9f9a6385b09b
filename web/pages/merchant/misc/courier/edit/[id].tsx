import { idParam } from '../../../../../api/route-params';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { COURIER_ROUTES, useCourier } from '../../../../../api/couriers';
import { CourierDetails, CourierForm } from '../../../../../components/couriers/index';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { useT } from '../../../../../i18n/couriers';
import { PageHeading } from '../../../../../components/PageHeading';

/** /merchant/misc/courier/edit/:id: correct a courier still on its way (details and applications). */
export default function MerchantCourierEditPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const courier = useCourier('merchant', id);
  if (id === null) return <CourierDetails area="merchant" id={null} />;
  const c = courier.data;
  return (
    <Stack gap="md">
      <PageHeading title={t('couriers.edit.title')} description={t('couriers.edit.intro')} />
      {courier.isError ? (
        <FormErrorAlert error={courier.error} title={t('couriers.details.loadFailed')} />
      ) : !c ? (
        <Center py="xl">
          <Loader aria-label={t('couriers.details.loading')} />
        </Center>
      ) : c.state !== 'dispatched' ? (
        <Alert color="yellow" variant="light" title={t('couriers.edit.cannotChange')}>
          {c.state === 'received'
            ? t('couriers.edit.alreadyReceived')
            : c.state === 'returned'
              ? t('couriers.edit.alreadyReturned')
              : t('couriers.edit.alreadyMarked', { state: c.state })}{' '}
          <Anchor component={Link} to={COURIER_ROUTES.merchant.view(c.id)}>
            {t('couriers.edit.seeCourier')}
          </Anchor>
        </Alert>
      ) : (
        <CourierForm key={c.id} area="merchant" courier={c} />
      )}
    </Stack>
  );
}
