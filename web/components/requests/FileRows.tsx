import { useState, type ReactNode } from 'react';
import { Box, Button, Center, CloseButton, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconFileText, IconPhoto, IconReplace, IconTrash } from '@tabler/icons-react';
import { errorText } from '../../api/error-text';
import { useFileObjectUrl } from '../../api/nsdl-pan';
import { useT } from '../../i18n/requests';
import { DownloadButton } from './DownloadButton';

/*
 * The files already uploaded for one kind of document, one row each: name and facts, a preview (images)
 * or a download (other files), and Replace / Remove while they may be changed.
 */

type Stored = { id: string; name: string; mime: string };

/** The list of a kind's files, or the line saying there are none (red when one is still missing). */
export function FileRows({
  label,
  count,
  missing,
  children,
}: {
  label: string;
  count: number;
  missing: boolean;
  children: ReactNode;
}) {
  const t = useT();
  if (count === 0)
    return (
      <Text size="sm" c={missing ? 'red' : 'dimmed'}>
        {t(missing ? 'requests.upload.notYet' : 'requests.upload.noFile')}
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('requests.upload.files', { label })}
    >
      {children}
    </Stack>
  );
}

export function FileRow(props: {
  file: Stored;
  /** Where the file is read from (preview and download). */
  path: string;
  /** The facts under the name: type, size, date… */
  facts: string;
  accept: readonly string[];
  kindLabel: string;
  changeable: boolean;
  busy: boolean;
  removing: boolean;
  onReplace: (f: File) => void;
  onRemove: () => void;
  /** Accessible names of the Download and Remove buttons when their text alone is not enough. */
  downloadLabel?: string;
  removeLabel?: string;
}) {
  const t = useT();
  const { file: f, path, changeable } = props;
  const [preview, setPreview] = useState(false);
  const image = f.mime.startsWith('image/');
  return (
    <Box
      component="li"
      aria-label={f.name}
      p="xs"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {image ? <IconPhoto size={20} aria-hidden /> : <IconFileText size={20} aria-hidden />}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Text size="xs" c="dimmed">
              {props.facts}
            </Text>
          </div>
        </Group>
        <Group gap={6} wrap="wrap">
          {image ? (
            <Button
              size="xs"
              variant="default"
              leftSection={preview ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
              onClick={() => setPreview((p) => !p)}
              aria-expanded={preview}
            >
              {t(preview ? 'requests.upload.hidePreview' : 'requests.upload.preview')}
            </Button>
          ) : (
            <DownloadButton path={path} file={f} size="xs" variant="default" label={props.downloadLabel} />
          )}
          {changeable && (
            <>
              <FileButton
                onChange={(file) => file && props.onReplace(file)}
                accept={props.accept.join(',')}
                disabled={props.busy}
                inputProps={{
                  'aria-label': t('requests.upload.replacement', { kind: props.kindLabel.toLowerCase(), name: f.name }),
                }}
              >
                {(p) => (
                  <Button
                    {...p}
                    size="xs"
                    variant="light"
                    leftSection={<IconReplace size={14} aria-hidden />}
                    disabled={props.busy}
                  >
                    {t('requests.upload.replace')}
                  </Button>
                )}
              </FileButton>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={props.onRemove}
                loading={props.removing}
                disabled={props.busy && !props.removing}
                aria-label={props.removeLabel}
              >
                {t('requests.upload.remove')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {preview && image && (
        <Box mt="xs" pos="relative">
          <CloseButton
            aria-label={t('requests.upload.closePreview')}
            onClick={() => setPreview(false)}
            pos="absolute"
            top={4}
            right={4}
            style={{ zIndex: 1 }}
          />
          <ObjectImage path={path} alt={t('requests.upload.previewOf', { name: f.name })} mah={480} />
        </Box>
      )}
    </Box>
  );
}

/** A file fetched with the bearer token (no plain src can carry it), shown by `children` once it is here. */
function Fetched({
  path,
  noun,
  label,
  errorSize,
  h,
  children,
}: {
  path: string;
  noun: 'image' | 'document';
  label: string;
  errorSize: 'xs' | 'sm';
  h: number;
  children: (url: string) => ReactNode;
}) {
  const t = useT();
  const { url, error } = useFileObjectUrl(path);
  if (error)
    return (
      <Text size={errorSize} c="red">
        {t(noun === 'image' ? 'requests.upload.imageFailed' : 'requests.upload.documentFailed', {
          error: errorText(error),
        })}
      </Text>
    );
  if (!url)
    return (
      <Center h={h}>
        <Loader size="sm" aria-label={t('requests.upload.loading', { label })} />
      </Center>
    );
  return children(url);
}

export function ObjectImage({ path, alt, h, mah }: { path: string; alt: string; h?: number; mah?: number }) {
  return (
    <Fetched path={path} noun="image" label={alt} errorSize="xs" h={h ?? 90}>
      {(url) => (
        <Image
          src={url}
          alt={alt}
          h={h}
          mah={mah}
          fit="contain"
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)' }}
        />
      )}
    </Fetched>
  );
}

/** A PDF shown in the page (the browser's own viewer), so a document is read beside the data without a download. */
export function ObjectPdf({ path, title }: { path: string; title: string }) {
  return (
    <Fetched path={path} noun="document" label={title} errorSize="sm" h={200}>
      {(url) => <iframe src={url} title={title} style={{ width: '100%', height: '75vh', border: 0 }} />}
    </Fetched>
  );
}
