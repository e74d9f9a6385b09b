import { useLabel } from '../../i18n/labels';
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Center,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconFileText, IconPhoto, IconZoomIn } from '@tabler/icons-react';
import { KYC_FILE_MAX_BYTES } from '../../../contract/kyc';
import { ApiError } from '../../api/client';
import { formatLocale } from '../../i18n';
import { useFormat, useLocale, useT, type Translate } from '../../i18n/requests';
import { formatDate } from '../DataTable';
import { requestPaths, useRemoveRequestFile, useUploadRequestFile } from './api';
import { DocumentDrop, useUploadQueue } from './DocumentDrop';
import { DownloadButton } from './DownloadButton';
import { FileRow, ObjectImage, ObjectPdf } from './FileRows';
import { formatBytes, MB, mimeLabel } from './file-text';
import type { Area, RequestDetailBase, RequestFile, RequestService } from './service';

/*
 * The files of a request. The merchant uploads its documents one row per kind (drop or choose,
 * progress, preview, replace, remove) while the request is a draft or answers a query; the back office
 * sees them as tiles beside the data. The server checks every file by content; its refusal shows under
 * the row, and a sheet's refusal lists the rows that are wrong.
 */

const MAX_BYTES = KYC_FILE_MAX_BYTES;

export type DocumentRow = { kind: string; label: string; accept: readonly string[]; required?: number; hint?: string };

/** A kind of document a service takes (contract: value, words, types, when it is needed). */
export type DocumentDecl = { value: string; label: string; accept: readonly string[]; when?: string };

/**
 * The rows a request's documents show: each kind it needs now (with how many), each it already has,
 * and those `show` keeps besides (an "other documents" row, say).
 */
export function documentRows(
  docs: readonly DocumentDecl[],
  required: readonly { kind: string; label?: string; count: number }[],
  files: readonly { kind: string; side: string }[],
  show: (doc: DocumentDecl, needed: boolean, has: boolean) => boolean = (_, needed, has) => needed || has,
): DocumentRow[] {
  return docs.flatMap((doc) => {
    const need = required.find((r) => r.kind === doc.value);
    const has = files.some((f) => f.side === 'merchant' && f.kind === doc.value);
    if (!show(doc, !!need, has)) return [];
    return [
      {
        kind: doc.value,
        label: need?.label ?? doc.label,
        accept: doc.accept,
        required: need?.count ?? 0,
        hint: doc.when,
      },
    ];
  });
}

const SHEETS = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

function acceptWords(accept: readonly string[], t: Translate): string {
  const words: string[] = [];
  if (accept.includes('image/jpeg')) words.push('JPEG');
  if (accept.includes('image/png')) words.push('PNG');
  if (accept.includes('application/pdf')) words.push('PDF');
  if (accept.includes('text/csv')) words.push('CSV');
  if (accept.some((a) => a.includes('spreadsheetml'))) words.push('Excel (.xlsx)');
  return words.length > 1
    ? t('requests.files.either', { some: words.slice(0, -1).join(', '), last: words[words.length - 1] })
    : (words[0] ?? t('requests.files.anyFile'));
}

/** Browsers name a CSV's type in several ways (or not at all): a sheet is told by its name as well. */
function typeAllowed(file: File, accept: readonly string[]): boolean {
  if (accept.includes('text/csv') && /\.csv$/i.test(file.name)) return true;
  if (accept.some((a) => a.includes('spreadsheetml')) && /\.xlsx$/i.test(file.name)) return true;
  return !file.type || accept.includes(file.type);
}

/** What the browser can tell before sending: the kind of file and its size. */
function clientProblem(file: File, accept: readonly string[], t: Translate): string | null {
  if (!typeAllowed(file, accept)) return wrongType(file, accept, t);
  if (file.size > MAX_BYTES)
    return t('requests.files.tooBig', { name: file.name, size: formatBytes(file.size), max: MAX_BYTES / MB });
  return null;
}

const wrongType = (file: File, accept: readonly string[], t: Translate) =>
  t('requests.files.wrongType', { name: file.name, types: acceptWords(accept, t) });

/** Dropzone's accept list: sheets by extension too, for browsers that give a CSV no type. */
function dropAccept(accept: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const a of accept) out[a] = a === 'text/csv' ? ['.csv'] : a.includes('spreadsheetml') ? ['.xlsx'] : [];
  if (accept.includes('text/csv')) out['application/vnd.ms-excel'] = ['.csv'];
  return out;
}

/** One line of an invoice summary's report: the row of the file, the column and what is wrong. */
export type ReportLine = { row: number; field: string; message: string };

/** The rows a refused invoice summary names, from the server's answer (a `report` list, or errors keyed "row 3"). */
export function reportOf(error: unknown): ReportLine[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { report?: unknown; errors?: Record<string, string[]> } | undefined;
  if (Array.isArray(body?.report)) {
    return body.report.filter(
      (r): r is ReportLine =>
        !!r &&
        typeof r === 'object' &&
        typeof (r as ReportLine).row === 'number' &&
        typeof (r as ReportLine).message === 'string',
    );
  }
  const out: ReportLine[] = [];
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const m = /row\D*(\d+)/i.exec(key);
    if (m) for (const message of messages) out.push({ row: Number(m[1]), field: '', message });
  }
  return out;
}

type Docs = Pick<RequestService, 'key' | 'api' | 'documentLabel'>;

/** The merchant's documents, one row per kind, uploadable while `editable`. */
export function DocumentUploader({
  service,
  detail,
  rows,
  editable,
}: {
  service: Docs;
  detail: RequestDetailBase;
  rows: DocumentRow[];
  editable: boolean;
}) {
  return (
    <Stack gap="md">
      {rows.map((r) => (
        <UploadRow
          key={r.kind}
          service={service}
          detail={detail}
          row={r}
          editable={editable}
          files={detail.files.filter((f) => f.side === 'merchant' && f.kind === r.kind)}
        />
      ))}
    </Stack>
  );
}

function UploadRow({
  service,
  detail,
  row,
  editable,
  files,
}: {
  service: Docs;
  detail: RequestDetailBase;
  row: DocumentRow;
  editable: boolean;
  files: RequestFile[];
}) {
  const t = useT();
  const locale = formatLocale(useLocale());
  const upload = useUploadRequestFile(service, 'merchant', detail.id);
  const remove = useRemoveRequestFile(service, 'merchant', detail.id);
  const label = useLabel();
  const queue = useUploadQueue<RequestFile>({
    check: (file) => clientProblem(file, row.accept, t),
    upload: (file, replaces, onProgress) =>
      upload.mutateAsync({ kind: row.kind, file, replaces: replaces?.id, onProgress }),
    remove: (f) => remove.mutateAsync(f.id),
    detailOf: (e) => {
      const report = reportOf(e);
      return report.length ? <RowReport lines={report} /> : undefined;
    },
  });
  return (
    <DocumentDrop
      kind={row.kind}
      label={label(row.label)}
      need={row.required ?? 0}
      have={files.length}
      hint={
        t('requests.files.hint', { types: acceptWords(row.accept, t), max: MAX_BYTES / MB }) +
        (row.hint ? ` ${label(row.hint)}` : '')
      }
      editable={editable}
      queue={queue}
      accept={dropAccept(row.accept)}
      maxSize={MAX_BYTES}
      rejected={(x: FileRejection) => clientProblem(x.file, row.accept, t) ?? wrongType(x.file, row.accept, t)}
      idleIcon={
        row.accept.some((a) => SHEETS.includes(a)) ? (
          <IconFileSpreadsheet size={24} stroke={1.5} aria-hidden />
        ) : (
          <IconPhoto size={24} stroke={1.5} aria-hidden />
        )
      }
    >
      {files.map((f) => (
        <FileRow
          key={f.id}
          file={f}
          path={requestPaths(service, 'merchant').file(detail.id, f.id)}
          facts={`${mimeLabel(f.mime)} · ${formatBytes(f.size)} · ${formatDate(f.uploadedAt, locale)}`}
          accept={row.accept}
          kindLabel={label(row.label)}
          changeable={editable}
          busy={queue.busy || queue.removing === f.id}
          removing={queue.removing === f.id}
          onReplace={(file) => void queue.send([file], f)}
          onRemove={() => queue.remove(f)}
          removeLabel={t('requests.files.remove', { name: f.name })}
        />
      ))}
    </DocumentDrop>
  );
}

/** The wrong rows of a sheet, by row of the file, so they can be corrected in it. */
export function RowReport({ lines }: { lines: ReportLine[] }) {
  const t = useT();
  const shown = lines.slice(0, 50);
  return (
    <Box mt="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          fz="sm"
          data-testid="row-report"
          aria-label={t('requests.files.reportLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('requests.files.reportRow')}</Table.Th>
              <Table.Th w={140}>{t('requests.files.reportColumn')}</Table.Th>
              <Table.Th>{t('requests.files.reportProblem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>{l.row}</Table.Td>
                <Table.Td>{l.field.replace(/_/g, ' ') || '--'}</Table.Td>
                <Table.Td>{l.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lines.length > shown.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('requests.files.reportMore', { count: lines.length - shown.length })}
        </Text>
      )}
    </Box>
  );
}

/**
 * A request's files as tiles to check them by: images shown (click for full size), other files to
 * download. `side` picks the merchant's documents or the back office's results.
 */
export function FileTiles({
  service,
  area,
  detail,
  side = 'merchant',
  title,
  empty,
}: {
  service: Docs;
  area: Area;
  detail: RequestDetailBase;
  side?: 'merchant' | 'backend';
  title?: string;
  empty?: string;
}) {
  const t = useT();
  const locale = formatLocale(useLocale());
  const { formatDate: formatDay } = useFormat();
  const [open, setOpen] = useState<RequestFile | null>(null);
  const documentLabel = service.documentLabel;
  // Retention deletes the shop's documents, not the back office's results; a file uploaded since (a correction) is kept.
  const deletedAt = side === 'merchant' ? (detail.documentsDeletedAt ?? null) : null;
  const files = detail.files.filter((f) => f.side === side && (!deletedAt || f.uploadedAt > deletedAt));
  const path = (f: RequestFile) => requestPaths(service, area).file(detail.id, f.id);
  return (
    <Card withBorder padding="md" data-testid={`files-${side}`}>
      <Title order={2} size="h4" mb="sm">
        {title ?? t('requests.files.documents')}
      </Title>
      {deletedAt && (
        <Text size="sm" c="dimmed" mb={files.length ? 'sm' : 0} data-testid="documents-deleted">
          {t('requests.files.deleted', { date: formatDay(deletedAt) })}
        </Text>
      )}
      {files.length === 0 ? (
        !deletedAt && (
          <Text size="sm" c="dimmed">
            {empty ?? t('requests.files.none')}
          </Text>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {files.map((f) => {
            const image = f.mime.startsWith('image/');
            return (
              <Card key={f.id} withBorder padding="xs" radius="sm">
                <Stack gap={6}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {documentLabel(f.kind)}
                  </Text>
                  {image ? (
                    <UnstyledButton onClick={() => setOpen(f)} aria-label={t('requests.files.open', { name: f.name })}>
                      <ObjectImage path={path(f)} alt={`${documentLabel(f.kind)} ${f.name}`} h={150} />
                    </UnstyledButton>
                  ) : (
                    <Center h={70} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
                      {SHEETS.includes(f.mime) ? (
                        <IconFileSpreadsheet size={36} aria-hidden stroke={1.3} />
                      ) : (
                        <IconFileText size={36} aria-hidden stroke={1.3} />
                      )}
                    </Center>
                  )}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {f.name} · {mimeLabel(f.mime)} · {formatBytes(f.size)} · {formatDate(f.uploadedAt, locale)}
                  </Text>
                  <Group gap={4}>
                    {(image || f.mime === 'application/pdf') && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconZoomIn size={14} aria-hidden />}
                        onClick={() => setOpen(f)}
                        aria-label={t(image ? 'requests.files.viewFullSize' : 'requests.files.viewHere', {
                          name: f.name,
                        })}
                      >
                        {t(image ? 'requests.files.fullSize' : 'requests.files.view')}
                      </Button>
                    )}
                    <DownloadButton path={path(f)} file={f} />
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <Modal
        opened={!!open}
        onClose={() => setOpen(null)}
        title={open ? `${documentLabel(open.kind)}: ${open.name}` : ''}
        size="xl"
      >
        {open &&
          (open.mime.startsWith('image/') ? (
            <ObjectImage
              path={path(open)}
              alt={t('requests.files.fullSizeAlt', { kind: documentLabel(open.kind), name: open.name })}
            />
          ) : (
            <ObjectPdf path={path(open)} title={`${documentLabel(open.kind)}: ${open.name}`} />
          ))}
      </Modal>
    </Card>
  );
}
