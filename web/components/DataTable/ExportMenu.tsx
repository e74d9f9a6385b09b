import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat, TableRequest } from '../../../contract/table';
import { EXPORT_LABELS, EXPORT_MENU, exportTable, notifyDownloadError } from '../../api/table';
import { useT } from '../../i18n/common';

type Props = {
  exportUrl: string;
  /** The list's current request: the export holds what the screen shows, on every page. */
  request: TableRequest;
  /** The visible columns, in their order. */
  fields: string[];
  title: string;
};

/** The Excel / PDF / CSV menu; the button spins while a file is being made. */
export function ExportMenu({ exportUrl, request, fields, title }: Props) {
  const t = useT();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportTable(exportUrl, format, { ...request, columns: fields, title });
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setExporting(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting !== null}>
          {t('common.table.export')}
        </Button>
      </Menu.Target>
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
