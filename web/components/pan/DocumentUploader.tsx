import '@mantine/dropzone/styles.css';
import { useId, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Card, CloseButton, FileButton, Group, Image, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconEye, IconEyeOff, IconFileText, IconPhoto, IconReplace, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_KINDS, SCAN_LIMITS, type ApplicationDetail, type ApplicationFile, type DocumentKind } from '../../../contract/nsdl-pan';
import { api } from '../../api/client';
import { saveBlob } from '../../api/download';
import { errorText } from '../../api/error-text';
import { documentPath, useFileObjectUrl, useRemoveDocument, type Area } from '../../api/nsdl-pan';
import { useUploadDocumentWithProgress } from '../../api/nsdl-pan-upload';
import { notifyDownloadError } from '../../api/table';
import { formatDate } from '../DataTable';

/**
 * The documents of a merchant's application, one row per kind: drop or choose files (JPEG, PNG, PDF as
 * the kind allows), each uploaded with its progress; the files already uploaded with a preview, Replace
 * and Remove. The server checks every file by content, size and pages; its refusal shows under the row.
 */

export type UploaderRow = { kind: DocumentKind; required?: boolean; hint?: string };

type Props = {
  detail: ApplicationDetail;
  rows: UploaderRow[];
  /** Whether files may be added, replaced and removed now (a draft, or a TIN rejection for 'tin'). */
  editable: boolean;
  /** Files of a kind that may be replaced or removed (default: all while editable). */
  canChange?: (f: ApplicationFile) => boolean;
  /** Whose address previews and downloads go through (uploads are the merchant's only). */
  area?: Area;
};

export function DocumentUploader({ detail, rows, editable, canChange, area = 'merchant' }: Props) {
  return (
    <Stack gap="md">
      {rows.map((r) => (
        <DocumentRow
          key={r.kind}
          detail={detail}
          row={r}
          area={area}
          editable={area === 'merchant' && editable}
          canChange={canChange ?? (() => true)}
          files={detail.files.filter((f) => f.kind === r.kind)}
        />
      ))}
    </Stack>
  );
}

const MB = 1024 * 1024;

export function formatBytes(n: number): string {
  if (n >= MB) return `${(n / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

export function mimeLabel(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  if (mime === 'image/jpeg') return 'JPEG image';
  if (mime === 'image/png') return 'PNG image';
  return mime;
}

function acceptLabel(accept: readonly string[]): string {
  return accept.includes('application/pdf') ? 'JPEG, PNG or PDF' : 'JPEG or PNG images only';
}

const acceptNoun = (accept: readonly string[]) => (accept.includes('application/pdf') ? 'a JPEG, PNG or PDF file' : 'a JPEG or PNG image');

/** What the browser can tell before sending: the type as the browser names it, and the size. */
function clientProblem(file: File, accept: readonly string[]): string | null {
  if (file.type && !accept.includes(file.type)) return `${file.name}: choose ${acceptNoun(accept)}.`;
  if (file.size > SCAN_LIMITS.uploadMaxBytes) return `${file.name} is ${formatBytes(file.size)}; at most ${SCAN_LIMITS.uploadMaxBytes / MB} MB a file.`;
  return null;
}

function rejectionText(r: FileRejection, accept: readonly string[]): string {
  const codes = r.errors.map((e) => e.code);
  if (codes.includes('file-too-large')) return `${r.file.name} is ${formatBytes(r.file.size)}; at most ${SCAN_LIMITS.uploadMaxBytes / MB} MB a file.`;
  return `${r.file.name}: choose ${acceptNoun(accept)}.`;
}

type Current = { name: string; progress: number | null; index: number; total: number; replacing: boolean };

function DocumentRow({ detail, row, area, editable, canChange, files }: { detail: ApplicationDetail; row: UploaderRow; area: Area; editable: boolean; canChange: (f: ApplicationFile) => boolean; files: ApplicationFile[] }) {
  const found = DOCUMENT_KINDS.find((k) => k.value === row.kind)!;
  const def: { label: string; accept: readonly string[] } = found;
  const titleId = useId();
  const upload = useUploadDocumentWithProgress(detail.id);
  const remove = useRemoveDocument(detail.id);
  const openRef = useRef<() => void>(null);
  const [current, setCurrent] = useState<Current | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const busy = current !== null;

  /** Sends the files one after another, each with its own progress; a refusal is noted and the next goes on. */
  const send = async (chosen: File[], replaces?: ApplicationFile) => {
    const found: string[] = [];
    const ok = chosen.filter((f) => {
      const p = clientProblem(f, def.accept);
      if (p) found.push(p);
      return !p;
    });
    setProblems(found);
    for (const [i, file] of ok.entries()) {
      setCurrent({ name: file.name, progress: null, index: i + 1, total: ok.length, replacing: !!replaces });
      try {
        await upload.mutateAsync({
          kind: row.kind,
          file,
          replaces: replaces?.id,
          onProgress: (p) => setCurrent((c) => (c ? { ...c, progress: p } : c)),
        });
      } catch (e) {
        found.push(`${file.name}: ${errorText(e)}`);
        setProblems([...found]);
      }
    }
    setCurrent(null);
  };

  const onRemove = (f: ApplicationFile) => {
    setProblems([]);
    setRemoving(f.id);
    remove.mutate(f.id, {
      onError: (e) => setProblems([`${f.name}: ${errorText(e)}`]),
      onSettled: () => setRemoving(null),
    });
  };

  const missing = row.required && files.length === 0;
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={titleId} data-testid={`documents-${row.kind}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
        <div>
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              {def.label}
            </Title>
            {row.required ? (
              <Badge color={missing ? 'red' : 'green'} variant="light" size="sm">
                Required
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="sm">
                Optional
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {acceptLabel(def.accept)}, at most {SCAN_LIMITS.uploadMaxBytes / MB} MB{def.accept.includes('application/pdf') ? ` and ${SCAN_LIMITS.pdfMaxPages} pages` : ''} a file.
            {row.hint ? ` ${row.hint}` : ''}
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
          onReject={(r) => setProblems(r.map((x) => rejectionText(x, def.accept)))}
          accept={[...def.accept]}
          maxSize={SCAN_LIMITS.uploadMaxBytes}
          multiple
          disabled={busy}
          name={row.kind}
          inputProps={{ 'aria-label': `${def.label} file` }}
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
            <Dropzone.Idle>
              <IconPhoto size={24} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
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
          <Progress
            value={current.progress ?? 100}
            animated={current.progress === null || current.progress === 100}
            striped={current.progress === null || current.progress === 100}
            aria-label={`Uploading ${current.name}`}
          />
        </Stack>
      )}

      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" mb="xs" title="Not accepted" withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblems([])}>
          <Stack gap={2}>
            {problems.map((p, i) => (
              <Text key={i} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      {files.length === 0 ? (
        <Text size="sm" c={missing ? 'red' : 'dimmed'}>
          {missing ? 'Not uploaded yet.' : 'No file uploaded.'}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${def.label} files`}>
          {files.map((f) => (
            <FileEntry
              key={f.id}
              detail={detail}
              area={area}
              file={f}
              accept={def.accept}
              kindLabel={def.label}
              changeable={editable && canChange(f)}
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

function FileEntry(props: {
  detail: ApplicationDetail;
  area: Area;
  file: ApplicationFile;
  accept: readonly string[];
  kindLabel: string;
  changeable: boolean;
  busy: boolean;
  removing: boolean;
  onReplace: (f: File) => void;
  onRemove: () => void;
}) {
  const { detail, area, file: f, changeable } = props;
  const [preview, setPreview] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const image = f.mime.startsWith('image/');

  const download = async () => {
    setDownloading(true);
    try {
      const { blob } = await api.download(documentPath(area, detail.id, f.id));
      saveBlob(blob, f.name);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setDownloading(false);
    }
  };

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
              {mimeLabel(f.mime)} · {formatBytes(f.size)} · {f.pages} {f.pages === 1 ? 'page' : 'pages'} · {formatDate(f.uploadedAt)}
            </Text>
          </div>
        </Group>
        <Group gap={6} wrap="wrap">
          {image ? (
            <Button size="xs" variant="default" leftSection={preview ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />} onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
              {preview ? 'Hide preview' : 'Preview'}
            </Button>
          ) : (
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download()} loading={downloading}>
              Download
            </Button>
          )}
          {changeable && (
            <>
              <FileButton
                onChange={(file) => file && props.onReplace(file)}
                accept={props.accept.join(',')}
                disabled={props.busy}
                inputProps={{ 'aria-label': `Replacement ${props.kindLabel.toLowerCase()} file for ${f.name}` }}
              >
                {(p) => (
                  <Button {...p} size="xs" variant="light" leftSection={<IconReplace size={14} aria-hidden />} disabled={props.busy}>
                    Replace
                  </Button>
                )}
              </FileButton>
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={props.onRemove} loading={props.removing} disabled={props.busy && !props.removing}>
                Remove
              </Button>
            </>
          )}
        </Group>
      </Group>
      {preview && image && <Preview path={documentPath(area, detail.id, f.id)} file={f} onClose={() => setPreview(false)} />}
    </Box>
  );
}

function Preview({ path, file, onClose }: { path: string; file: ApplicationFile; onClose: () => void }) {
  const { url, error } = useFileObjectUrl(path);
  return (
    <Box mt="xs" pos="relative">
      <CloseButton aria-label="Close preview" onClick={onClose} pos="absolute" top={4} right={4} style={{ zIndex: 1 }} />
      {error ? (
        <Text c="red" size="sm">
          The preview could not be loaded: {errorText(error)}
        </Text>
      ) : url ? (
        <Image src={url} alt={`Preview of ${file.name}`} mah={480} fit="contain" radius="sm" />
      ) : (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={`Loading ${file.name}`} />
        </Group>
      )}
    </Box>
  );
}
