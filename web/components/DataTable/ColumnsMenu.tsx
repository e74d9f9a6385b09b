import { ActionIcon, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { Table as TanTable } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import { useT } from '../../i18n/common';
import { HoverTooltip } from '../HoverTooltip';
import { useMenuLater } from '../use-menu-later';

/**
 * The list's columns to show, each a checkbox. size: 'xl' (44 px) on a phone, a thumb's target like the other controls
 * there. Its popover is drawn when first opened (useMenuLater).
 */
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
  const later = useMenuLater<HTMLButtonElement>('dialog');
  const button = (props: Partial<typeof later.buttonProps>) => (
    <ActionIcon
      ref={later.target}
      variant="default"
      size={size}
      aria-label={t('common.table.chooseColumns')}
      {...props}
    >
      <IconColumns3 size={18} aria-hidden />
    </ActionIcon>
  );
  if (!later.withMenu)
    return <HoverTooltip label={t('common.table.columns')}>{button(later.buttonProps)}</HoverTooltip>;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus {...later.menu}>
      <HoverTooltip label={t('common.table.columns')}>
        <Popover.Target>{button({ onClick: later.toggle })}</Popover.Target>
      </HoverTooltip>
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
