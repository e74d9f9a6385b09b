import { Anchor, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useObjectUrl } from '../../api/account';
import { errorText } from '../../api/error-text';
import { useSlip } from '../../api/money';

/** A payment request's deposit slip, fetched with the session and shown in place: an image or a PDF. */
export function SlipViewer({ id, area, hasSlip }: { id: number; area: 'backend' | 'merchant'; hasSlip: boolean }) {
  const slip = useSlip(id, area, hasSlip);
  const url = useObjectUrl(slip.data);
  if (!hasSlip) {
    return (
      <Text size="sm" c="dimmed">
        No slip attached (a UPI transfer is checked by its reference).
      </Text>
    );
  }
  if (slip.isError) {
    return (
      <Text size="sm" c="red.7" role="alert">
        The slip could not be loaded: {errorText(slip.error)}
      </Text>
    );
  }
  if (!slip.data || !url) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading slip" />
      </Center>
    );
  }
  const pdf = slip.data.type === 'application/pdf';
  return (
    <Stack gap={6}>
      {pdf ? (
        <iframe src={url} title="Deposit slip" style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} />
      ) : (
        <Image src={url} alt="Deposit slip" radius="sm" fit="contain" mah={420} style={{ border: '1px solid var(--mantine-color-default-border)' }} />
      )}
      <Group justify="flex-end">
        <Anchor href={url} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            Open in a new tab <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
