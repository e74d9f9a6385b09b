import '@mantine/dropzone/styles.css';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type DropzoneProps, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { errorText } from '../../api/error-text';
import { useT } from '../../i18n/requests';
import { FileRows } from './FileRows';

/*
 * One kind of document a merchant uploads: a card with its title, whether it is required, what files it
 * takes, a drop zone (or the Upload button's file picker), the progress of each upload, what was refused,
 * and the files already there. What is sent where is the caller's; the order and the messages are here.
 */

/** A file being sent now: which of how many, and its progress (null until the browser reports one). */
export type Uploading = { name: string; progress: number | null; index: number; total: number; replacing: boolean };

/** A file that was not accepted, with anything the server said about its contents. */
export type Problem = { text: string; detail?: ReactNode };

export type UploadQueue<F> = {
  current: Uploading | null;
  problems: Problem[];
  setProblems: (p: Problem[]) => void;
  removing: string | null;
  busy: boolean;
  send: (chosen: File[], replaces?: F) => Promise<void>;
  remove: (f: F) => void;
};

/** Sends files one after another, each with its own progress; a refusal is noted and the next goes on. */
export function useUploadQueue<F extends { id: string; name: string }>(opts: {
  /** What the browser can tell before sending (type, size), as the message to show, or null. */
  check: (file: File) => string | null;
  upload: (file: File, replaces: F | undefined, onProgress: (p: number) => void) => Promise<unknown>;
  remove: (f: F) => Promise<unknown>;
  /** More to show under a refusal, from the server's answer. */
  detailOf?: (error: unknown) => ReactNode | undefined;
}): UploadQueue<F> {
  const [current, setCurrent] = useState<Uploading | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);

  const send = async (chosen: File[], replaces?: F) => {
    const found: Problem[] = [];
    const ok = chosen.filter((f) => {
      const p = opts.check(f);
      if (p) found.push({ text: p });
      return !p;
    });
    setProblems(found);
    for (const [i, file] of ok.entries()) {
      setCurrent({ name: file.name, progress: null, index: i + 1, total: ok.length, replacing: !!replaces });
      try {
        await opts.upload(file, replaces, (p) => setCurrent((c) => (c ? { ...c, progress: p } : c)));
      } catch (e) {
        found.push({ text: `${file.name}: ${errorText(e)}`, detail: opts.detailOf?.(e) });
        setProblems([...found]);
      }
    }
    setCurrent(null);
  };

  const remove = (f: F) => {
    setProblems([]);
    setRemoving(f.id);
    opts
      .remove(f)
      .catch((e: unknown) => setProblems([{ text: `${f.name}: ${errorText(e)}` }]))
      .finally(() => setRemoving(null));
  };

  return { current, problems, setProblems, removing, busy: current !== null, send, remove };
}

export function DocumentDrop<F>(props: {
  /** Names the card, its drop zone and its progress for tests (`documents-…`, `progress-…`). */
  kind: string;
  label: string;
  /** How many files are required (0: optional) and how many there are. */
  need: number;
  have: number;
  /** The files it takes, in words. */
  hint: string;
  editable: boolean;
  queue: UploadQueue<F>;
  accept: DropzoneProps['accept'];
  maxSize: number;
  /** The message for a file the drop zone refused. */
  rejected: (r: FileRejection) => string;
  idleIcon?: ReactNode;
  /** The files already uploaded, as FileRow elements. */
  children: ReactNode;
}) {
  const t = useT();
  const { kind, label, need, have, editable, queue } = props;
  const { current, busy } = queue;
  const titleId = useId();
  const openRef = useRef<() => void>(null);
  const missing = need > have;
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={titleId} data-testid={`documents-${kind}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              {label}
            </Title>
            {need > 0 ? (
              <Badge color={missing ? 'red' : 'green'} variant="light" size="sm">
                {need > 1 ? t('requests.upload.requiredCount', { have, need }) : t('requests.upload.required')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="sm">
                {t('requests.upload.optional')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        </div>
        {editable && (
          <Button
            size="xs"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => openRef.current?.()}
            disabled={busy}
          >
            {t('requests.upload.upload')}
          </Button>
        )}
      </Group>

      {editable && (
        <Dropzone
          openRef={openRef}
          onDrop={(dropped) => void queue.send(dropped)}
          onReject={(r) => queue.setProblems(r.map((x) => ({ text: props.rejected(x) })))}
          accept={props.accept}
          maxSize={props.maxSize}
          multiple
          disabled={busy}
          name={kind}
          inputProps={{ 'aria-label': t('requests.upload.fileInput', { label }) }}
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
            <Dropzone.Idle>{props.idleIcon ?? <IconPhoto size={24} stroke={1.5} aria-hidden />}</Dropzone.Idle>
            <Text size="sm">{t('requests.upload.drop')}</Text>
          </Group>
        </Dropzone>
      )}

      {current && (
        <Stack gap={4} mb="xs" data-testid={`progress-${kind}`}>
          <Text size="sm">
            {t(current.replacing ? 'requests.upload.replacing' : 'requests.upload.uploading', { name: current.name })}
            {current.total > 1 ? t('requests.upload.counter', { index: current.index, total: current.total }) : ''}
            {current.progress !== null ? ` — ${current.progress}%` : '…'}
          </Text>
          <Progress
            value={current.progress ?? 100}
            animated={current.progress === null || current.progress === 100}
            striped={current.progress === null || current.progress === 100}
            aria-label={t('requests.upload.uploading', { name: current.name })}
          />
        </Stack>
      )}

      {queue.problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="xs"
          title={t('requests.upload.notAccepted')}
          withCloseButton
          closeButtonLabel={t('requests.upload.dismiss')}
          onClose={() => queue.setProblems([])}
        >
          <Stack gap={4}>
            {queue.problems.map((p, i) => (
              <div key={i}>
                <Text size="sm">{p.text}</Text>
                {p.detail}
              </div>
            ))}
          </Stack>
        </Alert>
      )}

      <FileRows label={label} count={have} missing={missing}>
        {props.children}
      </FileRows>
    </Card>
  );
}
