import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Card, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import {
  COUPON_MAX_QUANTITY,
  COUPON_MIN_QUANTITY,
  COUPON_TYPES,
  quantityProblem,
  type CouponType,
  type UtiMerchantSummary,
} from '../../../contract/uti';
import { ChargePanel } from '../requests/ChargePanel';
import { useRequestCoupons } from './api';
import { UTI_ROUTES } from './services';

/** Rupees × a whole number, kept to the paisa. */
const times = (price: number, n: number) => Math.round(price * 100 * n) / 100;

/**
 * A coupon request (docs/product.md#merchant-portal topup-list): the type and how many, the total from the package's price as
 * it is typed, the balance and any shortfall with Add money; requesting charges the total at once. A
 * shop without an approved PSA login id is told why it cannot request yet.
 */
export function CouponRequestForm({ summary }: { summary: UtiMerchantSummary }) {
  const [type, setType] = useState<CouponType>('physical');
  const [quantity, setQuantity] = useState<number | string>(1);
  const request = useRequestCoupons();

  if (!summary.canRequestCoupons) return <NoPsaId summary={summary} />;

  const price = summary.prices[type];
  const n = typeof quantity === 'number' ? quantity : Number.NaN;
  const problem = quantityProblem(n);
  const total = price !== null && !problem ? times(price, n) : 0;

  const send = () =>
    request.mutate(
      { couponType: type, quantity: n },
      {
        onSuccess: (r) => {
          notifications.show({
            color: 'green',
            title: 'Coupons requested',
            message:
              `${r.refNo}: ${r.quantity} ${r.quantity === 1 ? 'coupon' : 'coupons'}; ` +
              `${rupees(r.amount)} was charged to your wallet.`,
          });
          setQuantity(1);
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="coupon-request">
      <Stack gap="md">
        <Title order={2} size="h4">
          Request coupons
        </Title>
        <Radio.Group
          label="Coupon type"
          withAsterisk
          value={type}
          onChange={(v) => setType(v as CouponType)}
          name="couponType"
        >
          <Group gap="lg" mt={6}>
            {COUPON_TYPES.map((t) => (
              <Radio key={t.value} value={t.value} label={t.label} />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label="Number of coupons"
          withAsterisk
          name="quantity"
          description={`${COUPON_MIN_QUANTITY} to ${COUPON_MAX_QUANTITY}; one coupon is one application on UTIITSL's portal`}
          min={COUPON_MIN_QUANTITY}
          max={COUPON_MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={quantity}
          onChange={setQuantity}
          error={quantity !== '' ? problem : null}
          w={{ base: '100%', xs: 260 }}
        />
        {price === null ? (
          <Alert color="yellow" variant="light" title="No price for this coupon type" role="status">
            Your package has no price for {COUPON_TYPES.find((t) => t.value === type)?.label.toLowerCase()} coupons; ask
            the back office to set one.
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="unit-price">
              {rupees(price)} a coupon{!problem ? ` × ${n}` : ''}
            </Text>
            <ChargePanel
              amount={total}
              noun="coupon request"
              sendsTo="to the back office for allotment"
              ready={!problem}
              pending={request.isPending}
              error={request.error}
              onSubmit={send}
              withBalance
              submitLabel="Request coupons"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Why coupons cannot be requested yet, with the way to the PSA registration. */
function NoPsaId({ summary }: { summary: UtiMerchantSummary }) {
  const psa = summary.psa;
  const why = !psa
    ? 'Register as a PSA first: coupons are used with a PSA login id.'
    : psa.state === 'rejected'
      ? `Your PSA registration ${psa.refNo} was rejected; correct it and submit again.`
      : psa.state === 'draft'
        ? `Your PSA registration ${psa.refNo} is not submitted yet.`
        : `Your PSA registration ${psa.refNo} is waiting for the back office's approval.`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} />}
      title="Coupons need an approved PSA login id"
      role="status"
      data-testid="no-psa-id"
    >
      <Text size="sm">{why}</Text>
      <Anchor component={Link} to={!psa ? UTI_ROUTES.merchant.psaForm() : UTI_ROUTES.merchant.psaLoginId} size="sm">
        {!psa ? 'Register as PSA' : 'See your PSA registration'}
      </Anchor>
    </Alert>
  );
}
