import { Anchor, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useObjectUrl } from '../../api/account';
import { saveBlob } from '../../api/download';
import { errorText } from '../../api/error-text';
import { useSlip } from '../../api/money';
import { useT } from '../../i18n/money';

/**
 * A payment request's deposit slip, fetched with the session. An image is shown in place; a PDF is
 * offered as a download, never opened inside the portal's page, where whatever it carries would run.
 */
export function SlipViewer({ id, area, hasSlip }: { id: number; area: 'backend' | 'merchant'; hasSlip: boolean }) {
  const t = useT();
  const slip = useSlip(id, area, hasSlip);
  const url = useObjectUrl(slip.data);
  if (!hasSlip) {
    return (
      <Text size="sm" c="dimmed">
        {t('money.slip.none')}
      </Text>
    );
  }
  if (slip.isError) {
    return (
      <Text size="sm" c="red.7" role="alert">
        {t('money.slip.loadFailed', { error: errorText(slip.error) })}
      </Text>
    );
  }
  if (!slip.data || !url) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('money.slip.loading')} />
      </Center>
    );
  }
  if (slip.data.type === 'application/pdf') {
    const blob = slip.data;
    return (
      <Group gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
        <IconFileTypePdf size={32} aria-hidden />
        <Text size="sm" style={{ flex: 1 }}>
          {t('money.slip.pdf')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => saveBlob(blob, `slip-${id}.pdf`)}
        >
          {t('money.slip.download')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Image
        src={url}
        alt={t('money.slip.alt')}
        radius="sm"
        fit="contain"
        mah={420}
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
      />
      <Group justify="flex-end">
        <Anchor href={url} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            {t('money.slip.openNewTab')} <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
