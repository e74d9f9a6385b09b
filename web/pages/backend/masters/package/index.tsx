import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { IconAdjustmentsDollar, IconPlus } from '@tabler/icons-react';
import { PACKAGE_COLUMNS } from '../../../../../contract/masters';
import { MASTER_PATHS } from '../../../../api/masters';
import { DataTable } from '../../../../components/DataTable';
import { AdminOnly, useIsAdmin } from '../../../../components/money/guards';
import { ActiveBadge } from '../../../../components/user-management/badges';
import { useT } from '../../../../i18n/office';
import { PageHeading } from '../../../../components/PageHeading';

type PackageRow = { id: number; name: string; description: string; merchants: number; active: string };

/** /backend/masters/package: the price lists merchants are put on (docs/product.md#back-office masters). */
export default function PackageListPage() {
  const t = useT();
  const admin = useIsAdmin();
  const cells = useMemo(() => ({ active: (row: PackageRow) => <ActiveBadge active={row.active} /> }), []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('office.packages.title')} description={t('office.packages.intro')} />
        {admin && (
          <Button
            component={Link}
            to="/backend/masters/package/setup/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('office.packages.new')}
          </Button>
        )}
      </Group>
      <AdminOnly what="packages">
        <DataTable<PackageRow>
          url={MASTER_PATHS.packages.list}
          exportUrl={MASTER_PATHS.packages.export}
          title={t('office.packages.title')}
          columns={PACKAGE_COLUMNS}
          cells={cells}
          sizes={{ description: 260 }}
          getRowId={(row) => String(row.id)}
          rowActions={(row) => (
            <Button
              component={Link}
              to={`/backend/masters/package/setup/${row.id}`}
              size="xs"
              variant="light"
              leftSection={<IconAdjustmentsDollar size={14} aria-hidden />}
              aria-label={t('office.packages.setUpNamed', { name: row.name })}
            >
              {t('office.packages.setUp')}
            </Button>
          )}
        />
      </AdminOnly>
    </Stack>
  );
}
