import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { BACKLOG_IMPORT_COLUMNS, BACKLOG_IMPORT_MAX_ROWS } from '../../../contract/lists/backlog';
import { importReportOf, useBacklogImport } from '../../api/backlog';
import { errorText } from '../../api/error-text';
import { formatCount } from '../DataTable';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Props = { opened: boolean; onClose: () => void };

/** Admin import of backlog records: all rows stored, or none with a per-row report. */
export function ImportBacklogModal({ opened, onClose }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const importer = useBacklogImport();
  const report = importReportOf(importer.error);

  const close = () => {
    setFile(null);
    importer.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Import backlog records" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (file) importer.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            A CSV or Excel (.xlsx) file with a header row, up to {formatCount(BACKLOG_IMPORT_MAX_ROWS)} rows. Every row
            is checked first: if any row has a problem, nothing is stored and the problems are listed here.
          </Text>
          <details>
            <summary>
              <Text span size="sm" fw={500}>
                Columns the file needs
              </Text>
            </summary>
            <List size="sm" spacing={2} mt="xs">
              {BACKLOG_IMPORT_COLUMNS.map((c) => (
                <List.Item key={c.field}>
                  <b>{c.label}</b>
                  {c.required ? ' (required)' : ''}
                  {c.hint ? `: ${c.hint}` : ''}
                </List.Item>
              ))}
            </List>
          </details>

          <FileInput
            label="File"
            placeholder="Choose a CSV or Excel file"
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
            <Alert color="green" title="Import complete" role="status">
              {importer.data.imported === 1 ? '1 row stored.' : `${formatCount(importer.data.imported)} rows stored.`}
            </Alert>
          )}

          {report && (
            <Alert color="red" title="Nothing was imported" role="alert">
              <Stack gap="xs">
                <Text size="sm">{report.message}</Text>
                <ScrollArea.Autosize mah={260} type="auto">
                  <Table striped withTableBorder aria-label="Import problems" fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Row</Table.Th>
                        <Table.Th>Field</Table.Th>
                        <Table.Th>Problem</Table.Th>
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
            <Alert color="red" title="Import failed" role="alert">
              {errorText(importer.error)}
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" disabled={!file || importer.isSuccess} loading={importer.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
