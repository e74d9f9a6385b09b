import { Stack } from '@mantine/core';
import { CARD_REQUEST_COLUMNS, type CardRequestRow } from '../../../contract/cards/api';
import { DataTable } from '../DataTable';
import { CARD_PATHS } from './api';
import { CardNav } from './CardNav';
import { PayoutSettings } from './PayoutSettings';
import { useT } from '../../i18n/cards';
import { PageHeading } from '../PageHeading';

// A shop's own list has no merchant column: it would repeat the account's own code.
const MERCHANT_COLUMNS = CARD_REQUEST_COLUMNS.filter((c) => c.field !== 'code');
const SIZES = { dated: 160, refNo: 150, name: 200, mobileNo: 130, cardVendor: 150, code: 130, staffName: 170 };
/** A phone's card: the customer's name on top, the product as its badge. */
const CARD_ROLES = {
  name: 'title',
  cardVendor: 'badge',
  refNo: 'field',
  mobileNo: 'field',
  dated: 'field',
  code: 'field',
  staffName: 'field',
} as const;

const TEXT = {
  merchant: {
    titleId: 'cards.list.merchantTitle',
    introId: 'cards.list.merchantIntro',
    listId: 'cards.list.merchantTable',
  },
  backend: {
    titleId: 'cards.list.backendTitle',
    introId: 'cards.list.backendIntro',
    listId: 'cards.list.backendTable',
  },
} as const;

/** docs/product.md#calls cc-userlist (the shop's) and docs/product.md#back-office actions/user-list (the back office's). */
export function CardRequestList({ area }: { area: 'merchant' | 'backend' }) {
  const t = useT();
  const url = area === 'merchant' ? CARD_PATHS.merchantList : CARD_PATHS.backendList;
  return (
    <Stack gap="md">
      {area === 'merchant' && <CardNav />}
      <PageHeading title={t(TEXT[area].titleId)} description={t(TEXT[area].introId)} />
      {area === 'backend' && <PayoutSettings />}
      <DataTable<CardRequestRow>
        url={url}
        exportUrl={`${url}/export`}
        title={t(TEXT[area].listId)}
        columns={area === 'merchant' ? MERCHANT_COLUMNS : CARD_REQUEST_COLUMNS}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        getRowId={(row) => row.refNo}
      />
    </Stack>
  );
}
