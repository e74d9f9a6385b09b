import { Stack } from '@mantine/core';
import { TRANSFER_COLUMNS } from '../../../../contract/transfers';
import { TRANSFER_PATHS } from '../../../api/transfers';
import { DataTable } from '../../../components/DataTable';
import { MemberHeading, OwnerOnly } from '../../../components/merchant-members/MemberParts';
import { useT } from '../../../i18n/transfers';

type Row = { id: number } & Record<string, unknown>;

const CARD_ROLES = {
  memberName: 'title',
  direction: 'badge',
  createdAt: 'field',
  memberCode: 'field',
  amount: 'field',
  reason: 'field',
} as const;

/** /merchant/user-management/fund-transfers (owner, issue 28 §1): the money it sent its members and took back. */
export default function FundTransfersPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <MemberHeading title={t('transfers.list.title')} description={t('transfers.list.intro')} />
      <OwnerOnly>
        <DataTable<Row>
          url={TRANSFER_PATHS.list}
          exportUrl={`${TRANSFER_PATHS.list}/export`}
          title={t('transfers.list.tableLabel')}
          columns={TRANSFER_COLUMNS}
          cardRoles={CARD_ROLES}
          getRowId={(row) => String(row.id)}
        />
      </OwnerOnly>
    </Stack>
  );
}
