import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { BACKLOG_IMPORT_COLUMNS, BACKLOG_IMPORT_MAX_ROWS } from '../../../contract/lists/backlog';
import { importReportOf, useBacklogImport } from '../../api/backlog';
import { errorText } from '../../api/error-text';
import { formatCount } from '../DataTable';
import { useT } from '../../i18n/money';
import { useT as useCommonT } from '../../i18n/common';
import { useLabel } from '../../i18n/labels';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Props = { opened: boolean; onClose: () => void };

/** Admin import of backlog records: all rows stored, or none with a per-row report. */
export function ImportBacklogModal({ opened, onClose }: Props) {
  const t = useT();
  const label = useLabel();
  const tc = useCommonT();
  const [file, setFile] = useState<File | null>(null);
  const importer = useBacklogImport();
  const report = importReportOf(importer.error);

  const close = () => {
    setFile(null);
    importer.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('money.import.title')} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (file) importer.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('money.import.intro', { max: formatCount(BACKLOG_IMPORT_MAX_ROWS) })}</Text>
          <details>
            <summary>
              <Text span size="sm" fw={500}>
                {t('money.import.columns')}
              </Text>
            </summary>
            <List size="sm" spacing={2} mt="xs">
              {BACKLOG_IMPORT_COLUMNS.map((c) => (
                <List.Item key={c.field}>
                  <b>{label(c.label)}</b>
                  {c.required ? ` ${t('money.import.required')}` : ''}
                  {c.hint ? `: ${label(c.hint)}` : ''}
                </List.Item>
              ))}
            </List>
          </details>

          <FileInput
            label={t('money.import.file')}
            placeholder={t('money.import.filePlaceholder')}
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              importer.reset();
            }}
            clearable
            required
            leftSection={<IconFileUpload size={16} aria-hidden />}
          />

          {importer.isSuccess && (
            <Alert color="green" title={t('money.import.complete')} role="status">
              {t('money.import.stored', { count: importer.data.imported, rows: formatCount(importer.data.imported) })}
            </Alert>
          )}

          {report && (
            <Alert color="red" title={t('money.import.nothing')} role="alert">
              <Stack gap="xs">
                <Text size="sm">{report.message}</Text>
                <ScrollArea.Autosize mah={260} type="auto">
                  <Table striped withTableBorder aria-label={t('money.import.problems')} fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('money.import.row')}</Table.Th>
                        <Table.Th>{t('money.import.field')}</Table.Th>
                        <Table.Th>{t('money.import.problem')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {report.rows.map((r, i) => (
                        <Table.Tr key={`${r.row}-${r.field}-${i}`}>
                          <Table.Td>{r.row}</Table.Td>
                          <Table.Td>
                            {BACKLOG_IMPORT_COLUMNS.find((c) => c.field === r.field)?.label ?? r.field}
                          </Table.Td>
                          <Table.Td>{r.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </Stack>
            </Alert>
          )}

          {importer.isError && !report && (
            <Alert color="red" title={t('money.import.failed')} role="alert">
              {errorText(importer.error)}
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {tc('common.action.close')}
            </Button>
            <Button type="submit" disabled={!file || importer.isSuccess} loading={importer.isPending}>
              {t('money.backlog.import')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
