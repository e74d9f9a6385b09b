import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '../../../contract/table';
import { EXPORT_LABELS, EXPORT_MENU, notifyDownloadError } from '../../api/table';
import { useT } from '../../i18n/common';
import { useMenuLater } from '../use-menu-later';

type Props = {
  /** Makes and saves the file; a failure shows the red Error notification. */
  onExport: (format: ExportFormat) => Promise<void>;
  /** The button's words (a list's: "Export"). */
  label?: string;
  disabled?: boolean;
};

/**
 * The Excel / PDF / CSV menu of a list or a report; the button spins while a file is being made. Its menu is drawn
 * when first opened (useMenuLater).
 */
export function ExportMenu({ onExport, label, disabled }: Props) {
  const t = useT();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setExporting(null);
    }
  };
  const later = useMenuLater<HTMLButtonElement>('menu');
  const button = (first?: typeof later.buttonProps) => (
    <Button
      ref={later.target}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting !== null}
      disabled={disabled}
      {...first}
    >
      {label ?? t('common.table.export')}
    </Button>
  );
  if (!later.withMenu) return button(later.buttonProps);
  return (
    <Menu position="bottom-end" withinPortal {...later.menu}>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        {EXPORT_MENU.map((format) => (
          <Menu.Item key={format} onClick={() => void runExport(format)}>
            {EXPORT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
