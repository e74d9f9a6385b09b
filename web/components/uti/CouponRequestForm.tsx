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
import { useT } from '../../i18n/uti';
import { useLabel } from '../../i18n/labels';

/** Rupees × a whole number, kept to the paisa. */
const times = (price: number, n: number) => Math.round(price * 100 * n) / 100;

/**
 * A coupon request (docs/product.md#merchant-portal topup-list): the type and how many, the total from the package's price as
 * it is typed, the balance and any shortfall with Add money; requesting charges the total at once. A
 * shop without an approved PSA login id is told why it cannot request yet.
 */
export function CouponRequestForm({ summary }: { summary: UtiMerchantSummary }) {
  const t = useT();
  const label = useLabel();
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
            title: t('uti.coupon.requestedTitle'),
            message: t('uti.coupon.requestedMessage', {
              refNo: r.refNo,
              count: r.quantity,
              amount: rupees(r.amount),
            }),
          });
          setQuantity(1);
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="coupon-request">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('uti.coupon.request')}
        </Title>
        <Radio.Group
          label={t('uti.coupon.type')}
          withAsterisk
          value={type}
          onChange={(v) => setType(v as CouponType)}
          name="couponType"
        >
          <Group gap="lg" mt={6}>
            {COUPON_TYPES.map((c) => (
              <Radio key={c.value} value={c.value} label={label(c.label)} />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label={t('uti.coupon.quantity')}
          withAsterisk
          name="quantity"
          description={t('uti.coupon.quantityHint', { min: COUPON_MIN_QUANTITY, max: COUPON_MAX_QUANTITY })}
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
          <Alert color="yellow" variant="light" title={t('uti.coupon.noPriceTitle')} role="status">
            {t('uti.coupon.noPrice', { type: COUPON_TYPES.find((c) => c.value === type)?.label.toLowerCase() ?? type })}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="unit-price">
              {problem
                ? t('uti.coupon.unitPrice', { price: rupees(price) })
                : t('uti.coupon.unitPriceTimes', { price: rupees(price), count: n })}
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
              submitLabel={t('uti.coupon.request')}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Why coupons cannot be requested yet, with the way to the PSA registration. */
function NoPsaId({ summary }: { summary: UtiMerchantSummary }) {
  const t = useT();
  const psa = summary.psa;
  const why = !psa
    ? t('uti.noPsaId.register')
    : psa.state === 'rejected'
      ? t('uti.noPsaId.rejected', { refNo: psa.refNo })
      : psa.state === 'draft'
        ? t('uti.noPsaId.draft', { refNo: psa.refNo })
        : t('uti.noPsaId.waiting', { refNo: psa.refNo });
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} />}
      title={t('uti.noPsaId.title')}
      role="status"
      data-testid="no-psa-id"
    >
      <Text size="sm">{why}</Text>
      <Anchor component={Link} to={!psa ? UTI_ROUTES.merchant.psaForm() : UTI_ROUTES.merchant.psaLoginId} size="sm">
        {t(!psa ? 'uti.psa.registerButton' : 'uti.noPsaId.see')}
      </Anchor>
    </Alert>
  );
}
