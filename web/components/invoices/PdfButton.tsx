import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { api } from '../../api/client';
import { saveBlob } from '../../api/download';
import { notifyDownloadError } from '../../api/table';

/** Downloads one tax invoice or credit note as a PDF (opened in a new tab where the browser allows it). */
export function InvoicePdfButton({ path, label, name }: { path: string; label: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download(path);
      const url = URL.createObjectURL(blob);
      if (!window.open(url, '_blank')) saveBlob(blob, filename);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconFileInvoice size={14} />}
      loading={busy}
      onClick={run}
      aria-label={name}
    >
      {label}
    </Button>
  );
}
