import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../contract/money';
import type { ReceiptLayout, ReceiptView } from '../../../contract/receipts';
import { api } from '../../api/client';
import { saveBlob } from '../../api/download';
import { receiptPaths, useRequestReceipts } from '../../api/receipts';
import { notifyDownloadError } from '../../api/table';
import { useT } from '../../i18n/receipts';

/**
 * The customer's receipt of a charged request: print it on A4 or an 80 mm thermal roll, as often as asked (the same
 * number each time). The PDF opens in a new tab to print; where the browser blocks that, it is saved instead.
 */
export function ReceiptButtons({ refType, requestId }: { refType: string; requestId: number }) {
  const t = useT();
  const { data } = useRequestReceipts(refType, requestId);
  const rows = data?.rows ?? [];
  if (!rows.length) return null;
  return (
    <Card withBorder padding="md" data-testid="receipt-buttons">
      <Title order={2} size="h5" mb={4}>
        {t('receipts.print.title')}
      </Title>
      <Stack gap="xs">
        {rows.map((r) => (
          <Stack key={r.id} gap={4}>
            <Text size="sm">
              {t('receipts.print.number', { no: r.receiptNo })} · {formatRupeeAmount(r.amount)}
            </Text>
            <Group gap="xs">
              {r.kind === 'sale' ? (
                <>
                  <PrintButton receipt={r} layout="a4" label={t('receipts.print.a4')} />
                  <PrintButton receipt={r} layout="thermal" label={t('receipts.print.thermal')} />
                </>
              ) : (
                <>
                  <PrintButton receipt={r} layout="a4" label={t('receipts.print.refund')} />
                  <PrintButton receipt={r} layout="thermal" label={t('receipts.print.thermal')} />
                </>
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** Opens one receipt's PDF to print; `name` is its accessible name where the label alone does not say which receipt. */
export function PrintButton({
  receipt,
  layout,
  label,
  name,
  compact = false,
}: {
  receipt: Pick<ReceiptView, 'id'>;
  layout: ReceiptLayout;
  label: string;
  name?: string;
  /** In a list's row: the label alone, small enough that the row's columns keep their room. */
  compact?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download(receiptPaths.pdf(receipt.id, layout));
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
      size={compact ? 'compact-xs' : 'xs'}
      variant={layout === 'a4' ? 'filled' : 'light'}
      loading={busy}
      aria-label={name}
      leftSection={
        compact ? undefined : layout === 'a4' ? (
          <IconPrinter size={14} aria-hidden />
        ) : (
          <IconReceipt size={14} aria-hidden />
        )
      }
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
