import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadApplicationFile, type Area } from '../../api/nsdl-pan';
import { notifyDownloadError } from '../../api/table';

type Props = {
  area: Area;
  id: number;
  what: 'form' | 'ack' | 'scan';
  children: ReactNode;
  /** Names the button for screen readers when its text alone is ambiguous (e.g. 'Slip' in a list row). */
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'color' | 'fullWidth'>;

/**
 * Downloads an application's form PDF, acknowledgement slip or merged scan through the signed link
 * (docs/product.md#records-and-fields); a failure shows the docs/product.md#error-texts red 'Error' notification.
 */
export function PanDownloadButton({
  area,
  id,
  what,
  children,
  label,
  size = 'sm',
  variant = 'light',
  color,
  fullWidth,
}: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadApplicationFile(area, id, what);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      color={color}
      fullWidth={fullWidth}
      loading={busy}
      aria-label={label}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void run()}
    >
      {children}
    </Button>
  );
}
