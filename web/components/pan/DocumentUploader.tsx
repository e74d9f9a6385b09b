import { Stack } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import {
  DOCUMENT_KINDS,
  SCAN_LIMITS,
  type ApplicationDetail,
  type ApplicationFile,
  type DocumentKind,
} from '../../../contract/nsdl-pan';
import { documentPath, useRemoveDocument, type Area } from '../../api/nsdl-pan';
import { useUploadDocumentWithProgress } from '../../api/nsdl-pan-upload';
import { formatDate } from '../DataTable';
import { DocumentDrop, useUploadQueue } from '../requests/DocumentDrop';
import { FileRow } from '../requests/FileRows';
import { formatBytes, MB, mimeLabel } from '../requests/file-text';
import { useT, type Translate } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

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

function acceptLabel(t: Translate, accept: readonly string[]): string {
  return t(accept.includes('application/pdf') ? 'pan.uploader.acceptPdf' : 'pan.uploader.acceptImages');
}

const wrongType = (t: Translate, file: File, accept: readonly string[]) =>
  t('pan.uploader.wrongType', {
    name: file.name,
    noun: t(accept.includes('application/pdf') ? 'pan.uploader.nounPdf' : 'pan.uploader.nounImages'),
  });

const tooLarge = (t: Translate, file: File) =>
  t('pan.uploader.tooLarge', {
    name: file.name,
    size: formatBytes(file.size),
    max: SCAN_LIMITS.uploadMaxBytes / MB,
  });

/** What the browser can tell before sending: the type as the browser names it, and the size. */
function clientProblem(t: Translate, file: File, accept: readonly string[]): string | null {
  if (file.type && !accept.includes(file.type)) return wrongType(t, file, accept);
  if (file.size > SCAN_LIMITS.uploadMaxBytes) return tooLarge(t, file);
  return null;
}

function rejectionText(t: Translate, r: FileRejection, accept: readonly string[]): string {
  if (r.errors.some((e) => e.code === 'file-too-large')) return tooLarge(t, r.file);
  return wrongType(t, r.file, accept);
}

function DocumentRow({
  detail,
  row,
  area,
  editable,
  canChange,
  files,
}: {
  detail: ApplicationDetail;
  row: UploaderRow;
  area: Area;
  editable: boolean;
  canChange: (f: ApplicationFile) => boolean;
  files: ApplicationFile[];
}) {
  const def: { label: string; accept: readonly string[] } = DOCUMENT_KINDS.find((k) => k.value === row.kind)!;
  const t = useT();
  const label = useLabel();
  const upload = useUploadDocumentWithProgress(detail.id);
  const remove = useRemoveDocument(detail.id);
  const queue = useUploadQueue<ApplicationFile>({
    check: (file) => clientProblem(t, file, def.accept),
    upload: (file, replaces, onProgress) =>
      upload.mutateAsync({ kind: row.kind, file, replaces: replaces?.id, onProgress }),
    remove: (f) => remove.mutateAsync(f.id),
  });
  const pdf = def.accept.includes('application/pdf');
  return (
    <DocumentDrop
      kind={row.kind}
      label={label(def.label)}
      need={row.required ? 1 : 0}
      have={files.length}
      hint={
        t(pdf ? 'pan.uploader.hintPdf' : 'pan.uploader.hint', {
          accept: acceptLabel(t, def.accept),
          max: SCAN_LIMITS.uploadMaxBytes / MB,
          pages: SCAN_LIMITS.pdfMaxPages,
        }) + (row.hint ? ` ${label(row.hint)}` : '')
      }
      editable={editable}
      queue={queue}
      accept={[...def.accept]}
      maxSize={SCAN_LIMITS.uploadMaxBytes}
      rejected={(r) => rejectionText(t, r, def.accept)}
    >
      {files.map((f) => (
        <FileRow
          key={f.id}
          file={f}
          path={documentPath(area, detail.id, f.id)}
          facts={t('pan.uploader.facts', {
            type: mimeLabel(f.mime),
            size: formatBytes(f.size),
            pages: f.pages,
            date: formatDate(f.uploadedAt),
          })}
          accept={def.accept}
          kindLabel={label(def.label)}
          changeable={editable && canChange(f)}
          busy={queue.busy || queue.removing === f.id}
          removing={queue.removing === f.id}
          onReplace={(file) => void queue.send([file], f)}
          onRemove={() => queue.remove(f)}
          downloadLabel={t('pan.uploader.download')}
        />
      ))}
    </DocumentDrop>
  );
}
