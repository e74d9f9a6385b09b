import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { api } from '../../api/client';
import { saveBlob } from '../../api/download';
import { notifyDownloadError } from '../../api/table';
import { useT } from '../../i18n/requests';

/** Downloads a file of a request under its own name (a plain link could not carry the bearer token). */
export function DownloadButton({
  path,
  file,
  size = 'compact-xs',
  variant = 'subtle',
  children,
  label,
}: {
  path: string;
  file: { name: string };
  size?: string;
  variant?: string;
  children?: ReactNode;
  label?: string;
}) {
  const t = useT();
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
    <Button
      size={size}
      variant={variant}
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => void run()}
      aria-label={label ?? t('requests.download.label', { name: file.name })}
    >
      {children ?? t('requests.download.text')}
    </Button>
  );
}
