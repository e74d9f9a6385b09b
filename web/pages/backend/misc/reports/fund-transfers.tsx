import { useState } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { BACKEND_TRANSFER_COLUMNS } from '../../../../../contract/transfers';
import { TRANSFER_PATHS } from '../../../../api/transfers';
import { DataTable } from '../../../../components/DataTable';
import { DateRangeFields } from '../../../../components/money/DateRangeFields';
import { usePeriod } from '../../../../components/money/use-period';
import { useT } from '../../../../i18n/transfers';
import { PageHeading } from '../../../../components/PageHeading';

type Row = { id: number } & Record<string, unknown>;

const CARD_ROLES = {
  ownerName: 'title',
  direction: 'badge',
  createdAt: 'field',
  ownerCode: 'field',
  memberCode: 'field',
  memberName: 'field',
  amount: 'field',
  reason: 'field',
} as const;

/**
 * /backend/misc/reports/fund-transfers (issue 28 §1): every owner's transfers to and from its franchise members, for a
 * period (this month unless chosen) and optionally one owner; exported like the other reports.
 */
export default function BackendFundTransfersPage() {
  const t = useT();
  const { from, to, setPeriod } = usePeriod();
  const [ownerCode, setOwnerCode] = useState('');
  const code = ownerCode.trim();
  return (
    <Stack gap="md">
      <PageHeading title={t('transfers.backend.title')} description={t('transfers.backend.intro')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
        <TextInput
          label={t('transfers.backend.ownerCode')}
          value={ownerCode}
          onChange={(e) => setOwnerCode(e.currentTarget.value)}
          maxLength={20}
          w={160}
        />
      </Group>
      <DataTable<Row>
        url={TRANSFER_PATHS.backendList}
        exportUrl={`${TRANSFER_PATHS.backendList}/export`}
        title={t('transfers.backend.title')}
        columns={BACKEND_TRANSFER_COLUMNS}
        cardRoles={CARD_ROLES}
        additionFilter={{ dt1: from, dt2: to, ownerCode: code || null }}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}
