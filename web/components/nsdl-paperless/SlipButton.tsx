import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyDownloadError } from '../../api/table';
import { downloadSlip } from './api';

/** Saves an acknowledged application's slip (a signed link asked for first); a failure is the red download notice. */
export function SlipButton({
  id,
  size,
  label,
  ariaLabel,
}: {
  id: number;
  size: ButtonProps['size'];
  label: string;
  ariaLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      await downloadSlip(id);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant={size === 'md' ? 'filled' : 'light'}
      leftSection={<IconDownload size={size === 'md' ? 18 : 14} aria-hidden />}
      loading={busy}
      aria-label={ariaLabel}
      onClick={() => void get()}
    >
      {label}
    </Button>
  );
}
