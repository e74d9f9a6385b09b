import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { MERCHANT_STAFF_COLUMNS } from '../../../../contract/merchant-staff';
import { MERCHANT_STAFF_PATHS, MERCHANT_STAFF_ROUTES, type MerchantStaffRow } from '../../../api/merchant-staff';
import { DataTable } from '../../../components/DataTable';
import { ActiveBadge } from '../../../components/user-management/badges';
import { useT } from '../../../i18n/members';
import { PageHeading } from '../../../components/PageHeading';

const SIZES = {
  code: 100,
  displayName: 170,
  userName: 140,
  mobile: 120,
  email: 200,
  services: 230,
  active: 110,
  createdAt: 150,
};

/** /merchant/user-management/staff-list (owner): this shop's staff accounts; open one to manage it. */
export default function MerchantStaffListPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      active: (row: MerchantStaffRow) => <ActiveBadge active={row.active} />,
      displayName: (row: MerchantStaffRow) => (
        <Anchor
          component={Link}
          to={MERCHANT_STAFF_ROUTES.view(row.id)}
          size="sm"
          fw={600}
          title={t('members.staffList.open', { name: row.displayName })}
        >
          {row.displayName}
        </Anchor>
      ),
      services: (row: MerchantStaffRow) =>
        row.services ? (
          <Text size="sm">{row.services}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('members.staffList.none')}
          </Text>
        ),
    }),
    [t],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('members.staffList.title')} description={t('members.staffList.intro')} />
        <Button component={Link} to={MERCHANT_STAFF_ROUTES.add} leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('members.staffList.add')}
        </Button>
      </Group>
      <DataTable<MerchantStaffRow>
        url={MERCHANT_STAFF_PATHS.list}
        exportUrl={MERCHANT_STAFF_PATHS.export}
        title={t('members.staffList.tableTitle')}
        columns={MERCHANT_STAFF_COLUMNS}
        cardRoles={{
          displayName: 'title',
          active: 'badge',
          code: 'field',
          userName: 'field',
          mobile: 'field',
          services: 'field',
        }}
        cells={cells}
        sizes={SIZES}
        getRowId={(row, i) => (typeof row.id === 'number' ? String(row.id) : `${row.code}-${i}`)}
      />
    </Stack>
  );
}
