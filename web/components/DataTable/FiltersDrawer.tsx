import { Button, Drawer, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { ColumnDef, TableFilter } from '../../../contract/table';
import { useT } from '../../i18n/common';
import { HeaderFilter } from './HeaderFilter';
import type { TableViewState } from './table-state';

const sortValue = (s: { column: string; dir: 'asc' | 'desc' } | undefined) => (s ? `${s.column}:${s.dir}` : '');

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  defs: ColumnDef[];
  state: TableViewState;
  onFilter: (field: string, filter: TableFilter | null) => void;
  onSort: (sorts: TableViewState['sorts']) => void;
  onClear: () => void;
};

/** A phone has no header row to filter and sort in: the same filters, and the sort, in a side panel. */
export default function FiltersDrawer({ opened, onClose, defs, state, onFilter, onSort, onClear }: FiltersDrawerProps) {
  const t = useT();
  const sortable = defs.filter((d) => d.sortable);
  const filterable = defs.filter((d) => d.filterable);
  const sortOptions = [
    { value: '', label: t('common.table.defaultOrder') },
    ...sortable.flatMap((d) => [
      { value: `${d.field}:asc`, label: t('common.table.ascending', { column: d.label }) },
      { value: `${d.field}:desc`, label: t('common.table.descending', { column: d.label }) },
    ]),
  ];
  return (
    // keepMounted: a filter typed just before closing still reaches the list after its pause.
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('common.table.filterAndSort')}
      position="right"
      size="xs"
      keepMounted
    >
      <Stack gap="md">
        {sortable.length > 0 && (
          <NativeSelect
            label={t('common.table.sortBy')}
            value={sortValue(state.sorts[0])}
            data={sortOptions}
            onChange={(e) => {
              const [column, dir] = e.currentTarget.value.split(':');
              onSort(column ? [{ column, dir: dir === 'desc' ? 'desc' : 'asc' }] : []);
            }}
          />
        )}
        {filterable.map((def) => (
          <Stack key={def.field} gap={4}>
            <Text size="sm" fw={600}>
              {def.label}
            </Text>
            <HeaderFilter
              def={def}
              filter={state.filters.find((f) => f.field === def.field)}
              onChange={(f) => onFilter(def.field, f)}
            />
          </Stack>
        ))}
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={onClear} disabled={state.filters.length === 0}>
            {t('common.table.clearFilters')}
          </Button>
          <Button onClick={onClose}>{t('common.table.showResults')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
