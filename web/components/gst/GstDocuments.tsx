import '@mantine/dropzone/styles.css';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Card, Center, CloseButton, FileButton, Group, Image, Loader, Modal, Progress, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconEye, IconEyeOff, IconFileSpreadsheet, IconFileText, IconPhoto, IconReplace, IconTrash, IconUpload, IconX, IconZoomIn } from '@tabler/icons-react';
import type { GstRequestDetail, GstRequestFile } from '../../../contract/gst';
import { KYC_FILE_MAX_BYTES } from '../../../contract/kyc';
import { api, ApiError } from '../../api/client';
import { saveBlob } from '../../api/download';
import { errorText } from '../../api/error-text';
import { gstPaths, kindOf, useRemoveGstFile, useUploadGstFile, type Area } from '../../api/gst';
import { useFileObjectUrl } from '../../api/nsdl-pan';
import { notifyDownloadError } from '../../api/table';
import { formatDate } from '../DataTable';
import { formatBytes, mimeLabel } from '../pan/DocumentUploader';
import { documentLabel } from './services';

/*
 * The files of a GST request. The merchant uploads its documents one row per kind (drop or choose,
 * progress, preview, replace, remove) while the request is a draft or answers a query; the back office
 * sees them as tiles beside the data. The server checks every file by content; its refusal shows under
 * the row, and an invoice summary's refusal lists the rows that are wrong.
 */

const MAX_BYTES = KYC_FILE_MAX_BYTES;
const MB = 1024 * 1024;

export type DocumentRow = { kind: string; label: string; accept: readonly string[]; required?: number; hint?: string };

const SHEETS = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

function acceptWords(accept: readonly string[]): string {
  const words: string[] = [];
  if (accept.includes('image/jpeg')) words.push('JPEG');
  if (accept.includes('image/png')) words.push('PNG');
  if (accept.includes('application/pdf')) words.push('PDF');
  if (accept.includes('text/csv')) words.push('CSV');
  if (accept.some((a) => a.includes('spreadsheetml'))) words.push('Excel (.xlsx)');
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? 'a file');
}

/** Browsers name a CSV's type in several ways (or not at all): a sheet is told by its name as well. */
function typeAllowed(file: File, accept: readonly string[]): boolean {
  if (accept.includes('text/csv') && /\.csv$/i.test(file.name)) return true;
  if (accept.some((a) => a.includes('spreadsheetml')) && /\.xlsx$/i.test(file.name)) return true;
  return !file.type || accept.includes(file.type);
}

/** What the browser can tell before sending: the kind of file and its size. */
function clientProblem(file: File, accept: readonly string[]): string | null {
  if (!typeAllowed(file, accept)) return `${file.name}: choose a ${acceptWords(accept)} file.`;
  if (file.size > MAX_BYTES) return `${file.name} is ${formatBytes(file.size)}; at most ${MAX_BYTES / MB} MB a file.`;
  return null;
}

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
    return body.report.filter((r): r is ReportLine => !!r && typeof r === 'object' && typeof (r as ReportLine).row === 'number' && typeof (r as ReportLine).message === 'string');
  }
  const out: ReportLine[] = [];
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const m = /row\D*(\d+)/i.exec(key);
    if (m) for (const message of messages) out.push({ row: Number(m[1]), field: '', message });
  }
  return out;
}

type Problem = { text: string; report?: ReportLine[] };

/** The merchant's documents, one row per kind, uploadable while `editable`. */
export function GstDocumentUploader({ detail, rows, editable }: { detail: GstRequestDetail; rows: DocumentRow[]; editable: boolean }) {
  return (
    <Stack gap="md">
      {rows.map((r) => (
        <UploadRow key={r.kind} detail={detail} row={r} editable={editable} files={detail.files.filter((f) => f.side === 'merchant' && f.kind === r.kind)} />
      ))}
    </Stack>
  );
}

type Current = { name: string; progress: number | null; index: number; total: number; replacing: boolean };

function UploadRow({ detail, row, editable, files }: { detail: GstRequestDetail; row: DocumentRow; editable: boolean; files: GstRequestFile[] }) {
  const kind = kindOf(detail);
  const titleId = useId();
  const upload = useUploadGstFile('merchant', kind, detail.id);
  const remove = useRemoveGstFile('merchant', kind, detail.id);
  const openRef = useRef<() => void>(null);
  const [current, setCurrent] = useState<Current | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const busy = current !== null;

  /** Sends the files one after another, each with its own progress; a refusal is noted and the next goes on. */
  const send = async (chosen: File[], replaces?: GstRequestFile) => {
    const found: Problem[] = [];
    const ok = chosen.filter((f) => {
      const p = clientProblem(f, row.accept);
      if (p) found.push({ text: p });
      return !p;
    });
    setProblems(found);
    for (const [i, file] of ok.entries()) {
      setCurrent({ name: file.name, progress: null, index: i + 1, total: ok.length, replacing: !!replaces });
      try {
        await upload.mutateAsync({ kind: row.kind, file, replaces: replaces?.id, onProgress: (p) => setCurrent((c) => (c ? { ...c, progress: p } : c)) });
      } catch (e) {
        const report = reportOf(e);
        found.push({ text: `${file.name}: ${errorText(e)}`, report: report.length ? report : undefined });
        setProblems([...found]);
      }
    }
    setCurrent(null);
  };

  const onRemove = (f: GstRequestFile) => {
    setProblems([]);
    setRemoving(f.id);
    remove.mutate(f.id, { onError: (e) => setProblems([{ text: `${f.name}: ${errorText(e)}` }]), onSettled: () => setRemoving(null) });
  };

  const need = row.required ?? 0;
  const missing = need > files.length;
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={titleId} data-testid={`documents-${row.kind}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              {row.label}
            </Title>
            {need > 0 ? (
              <Badge color={missing ? 'red' : 'green'} variant="light" size="sm">
                {need > 1 ? `Required: ${files.length} of ${need}` : 'Required'}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="sm">
                Optional
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {acceptWords(row.accept)}, at most {MAX_BYTES / MB} MB a file.{row.hint ? ` ${row.hint}` : ''}
          </Text>
        </div>
        {editable && (
          <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => openRef.current?.()} disabled={busy}>
            Upload
          </Button>
        )}
      </Group>

      {editable && (
        <Dropzone
          openRef={openRef}
          onDrop={(dropped) => void send(dropped)}
          onReject={(r: FileRejection[]) => setProblems(r.map((x) => ({ text: clientProblem(x.file, row.accept) ?? `${x.file.name}: choose a ${acceptWords(row.accept)} file.` })))}
          accept={dropAccept(row.accept)}
          maxSize={MAX_BYTES}
          multiple
          disabled={busy}
          name={row.kind}
          inputProps={{ 'aria-label': `${row.label} file` }}
          p="sm"
          mb="xs"
        >
          <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={24} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={24} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>{row.accept.some((a) => SHEETS.includes(a)) ? <IconFileSpreadsheet size={24} stroke={1.5} aria-hidden /> : <IconPhoto size={24} stroke={1.5} aria-hidden />}</Dropzone.Idle>
            <Text size="sm">Drop files here or click to choose</Text>
          </Group>
        </Dropzone>
      )}

      {current && (
        <Stack gap={4} mb="xs" data-testid={`progress-${row.kind}`}>
          <Text size="sm">
            {current.replacing ? 'Replacing with' : 'Uploading'} {current.name}
            {current.total > 1 ? ` (${current.index} of ${current.total})` : ''}
            {current.progress !== null ? ` — ${current.progress}%` : '…'}
          </Text>
          <Progress value={current.progress ?? 100} animated={current.progress === null || current.progress === 100} striped={current.progress === null || current.progress === 100} aria-label={`Uploading ${current.name}`} />
        </Stack>
      )}

      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" mb="xs" title="Not accepted" withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblems([])}>
          <Stack gap={4}>
            {problems.map((p, i) => (
              <div key={i}>
                <Text size="sm">{p.text}</Text>
                {p.report && <RowReport lines={p.report} />}
              </div>
            ))}
          </Stack>
        </Alert>
      )}

      {files.length === 0 ? (
        <Text size="sm" c={missing ? 'red' : 'dimmed'}>
          {missing ? 'Not uploaded yet.' : 'No file uploaded.'}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${row.label} files`}>
          {files.map((f) => (
            <FileEntry
              key={f.id}
              detail={detail}
              file={f}
              accept={row.accept}
              kindLabel={row.label}
              changeable={editable}
              busy={busy || removing === f.id}
              removing={removing === f.id}
              onReplace={(file) => void send([file], f)}
              onRemove={() => onRemove(f)}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The wrong rows of an invoice summary, by row of the file, so they can be corrected in the sheet. */
export function RowReport({ lines }: { lines: ReportLine[] }) {
  const shown = lines.slice(0, 50);
  return (
    <Box mt="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" data-testid="row-report" aria-label="Rows of the invoice summary that need correcting">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Row</Table.Th>
              <Table.Th w={140}>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
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
          And {lines.length - shown.length} more.
        </Text>
      )}
    </Box>
  );
}

function FileEntry(props: {
  detail: GstRequestDetail;
  file: GstRequestFile;
  accept: readonly string[];
  kindLabel: string;
  changeable: boolean;
  busy: boolean;
  removing: boolean;
  onReplace: (f: File) => void;
  onRemove: () => void;
}) {
  const { detail, file: f, changeable } = props;
  const [preview, setPreview] = useState(false);
  const image = f.mime.startsWith('image/');
  const path = gstPaths('merchant', kindOf(detail)).file(detail.id, f.id);
  return (
    <Box component="li" aria-label={f.name} p="xs" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {image ? <IconPhoto size={20} aria-hidden /> : <IconFileText size={20} aria-hidden />}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileTypeLabel(f.mime)} · {formatBytes(f.size)} · {formatDate(f.uploadedAt)}
            </Text>
          </div>
        </Group>
        <Group gap={6} wrap="wrap">
          {image ? (
            <Button size="xs" variant="default" leftSection={preview ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />} onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
              {preview ? 'Hide preview' : 'Preview'}
            </Button>
          ) : (
            <DownloadButton path={path} file={f} size="xs" variant="default" />
          )}
          {changeable && (
            <>
              <FileButton onChange={(file) => file && props.onReplace(file)} accept={props.accept.join(',')} disabled={props.busy} inputProps={{ 'aria-label': `Replacement ${props.kindLabel.toLowerCase()} file for ${f.name}` }}>
                {(p) => (
                  <Button {...p} size="xs" variant="light" leftSection={<IconReplace size={14} aria-hidden />} disabled={props.busy}>
                    Replace
                  </Button>
                )}
              </FileButton>
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={props.onRemove} loading={props.removing} disabled={props.busy && !props.removing} aria-label={`Remove ${f.name}`}>
                Remove
              </Button>
            </>
          )}
        </Group>
      </Group>
      {preview && image && (
        <Box mt="xs" pos="relative">
          <CloseButton aria-label="Close preview" onClick={() => setPreview(false)} pos="absolute" top={4} right={4} style={{ zIndex: 1 }} />
          <ObjectImage path={path} alt={`Preview of ${f.name}`} mah={480} />
        </Box>
      )}
    </Box>
  );
}

export function fileTypeLabel(mime: string): string {
  if (mime === 'text/csv') return 'CSV';
  if (mime.includes('spreadsheetml')) return 'Excel';
  return mimeLabel(mime);
}

/** An image fetched with the bearer token (no plain src can carry it). */
function ObjectImage({ path, alt, h, mah }: { path: string; alt: string; h?: number; mah?: number }) {
  const { url, error } = useFileObjectUrl(path);
  if (error)
    return (
      <Text size="xs" c="red">
        The image could not be loaded: {errorText(error)}
      </Text>
    );
  if (!url)
    return (
      <Center h={h ?? 90}>
        <Loader size="sm" aria-label={`Loading ${alt}`} />
      </Center>
    );
  return <Image src={url} alt={alt} h={h} mah={mah} fit="contain" radius="sm" style={{ border: '1px solid var(--mantine-color-default-border)' }} />;
}

/** A PDF shown in the page (the browser's own viewer), so a document is read beside the data without a download. */
function ObjectPdf({ path, title }: { path: string; title: string }) {
  const { url, error } = useFileObjectUrl(path);
  if (error)
    return (
      <Text size="sm" c="red">
        The document could not be loaded: {errorText(error)}
      </Text>
    );
  if (!url)
    return (
      <Center h={200}>
        <Loader size="sm" aria-label={`Loading ${title}`} />
      </Center>
    );
  return <iframe src={url} title={title} style={{ width: '100%', height: '75vh', border: 0 }} />;
}

/** Downloads a file of a request under its own name. */
export function DownloadButton({
  path,
  file,
  size = 'compact-xs',
  variant = 'subtle',
  children = 'Download',
  label,
}: {
  path: string;
  file: Pick<GstRequestFile, 'name'>;
  size?: string;
  variant?: string;
  children?: ReactNode;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob } = await api.download(path);
      saveBlob(blob, file.name);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant={variant} loading={busy} leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void run()} aria-label={label ?? `Download ${file.name}`}>
      {children}
    </Button>
  );
}

/**
 * A request's files as tiles to check them by: images shown (click for full size), other files to
 * download. `side` picks the merchant's documents or the back office's results.
 */
export function GstFileTiles({ area, detail, side = 'merchant', title = 'Documents', empty = 'No documents uploaded.' }: { area: Area; detail: GstRequestDetail; side?: 'merchant' | 'backend'; title?: string; empty?: string }) {
  const [open, setOpen] = useState<GstRequestFile | null>(null);
  const kind = kindOf(detail);
  const files = detail.files.filter((f) => f.side === side);
  const path = (f: GstRequestFile) => gstPaths(area, kind).file(detail.id, f.id);
  return (
    <Card withBorder padding="md" data-testid={`files-${side}`}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {files.map((f) => {
            const image = f.mime.startsWith('image/');
            return (
              <Card key={f.id} withBorder padding="xs" radius="sm">
                <Stack gap={6}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {documentLabel(kind, f.kind)}
                  </Text>
                  {image ? (
                    <UnstyledButton onClick={() => setOpen(f)} aria-label={`Open ${f.name}`}>
                      <ObjectImage path={path(f)} alt={`${documentLabel(kind, f.kind)} ${f.name}`} h={150} />
                    </UnstyledButton>
                  ) : (
                    <Center h={70} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
                      {SHEETS.includes(f.mime) ? <IconFileSpreadsheet size={36} aria-hidden stroke={1.3} /> : <IconFileText size={36} aria-hidden stroke={1.3} />}
                    </Center>
                  )}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {f.name} · {fileTypeLabel(f.mime)} · {formatBytes(f.size)} · {formatDate(f.uploadedAt)}
                  </Text>
                  <Group gap={4}>
                    {(image || f.mime === 'application/pdf') && (
                      <Button size="compact-xs" variant="subtle" leftSection={<IconZoomIn size={14} aria-hidden />} onClick={() => setOpen(f)} aria-label={`View ${f.name} ${image ? 'full size' : 'here'}`}>
                        {image ? 'Full size' : 'View'}
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
      <Modal opened={!!open} onClose={() => setOpen(null)} title={open ? `${documentLabel(kind, open.kind)}: ${open.name}` : ''} size="xl">
        {open && (open.mime.startsWith('image/') ? <ObjectImage path={path(open)} alt={`${documentLabel(kind, open.kind)} ${open.name}, full size`} /> : <ObjectPdf path={path(open)} title={`${documentLabel(kind, open.kind)}: ${open.name}`} />)}
      </Modal>
    </Card>
  );
}
