import { ActionIcon, Checkbox, Popover, Stack, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { Table as TanTable } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import { useT } from '../../i18n/common';

/** size: 'xl' (44 px) on a phone, a thumb's target like the other controls there. */
export function ColumnsMenu<T>({
  table,
  byField,
  size,
}: {
  table: TanTable<T>;
  byField: Map<string, ColumnDef>;
  size: 'lg' | 'xl';
}) {
  const t = useT();
  const hideable = table.getAllLeafColumns().filter((c) => byField.has(c.id));
  const visibleCount = hideable.filter((c) => c.getIsVisible()).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label={t('common.table.columns')}>
          <ActionIcon variant="default" size={size} aria-label={t('common.table.chooseColumns')}>
            <IconColumns3 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label={t('common.table.visibleColumns')}>
          {hideable.map((c) => (
            <Checkbox
              key={c.id}
              size="xs"
              label={byField.get(c.id)?.label}
              checked={c.getIsVisible()}
              // At least one data column stays, or the table would be only S#.
              disabled={c.getIsVisible() && visibleCount === 1}
              onChange={(e) => c.toggleVisibility(e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
