import { useState } from 'react';
import {
  ActionIcon,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconZoomIn } from '@tabler/icons-react';
import { useKycFile } from '../../api/user-management';
import { useObjectUrl } from '../../api/account';
import { saveBlob } from '../../api/download';
import { errorText } from '../../api/error-text';
import { useT } from '../../i18n/backend';

type Props = { kycId: number; field: string; label: string; mime: string | null };

/**
 * One KYC document, fetched with the reviewer's token. Images show inline (click to enlarge); a PDF is
 * offered as a download, since the page's content policy allows no framed blob.
 */
export function KycDocument({ kycId, field, label, mime }: Props) {
  const t = useT();
  const present = mime !== null;
  const file = useKycFile(kycId, field, present);
  const url = useObjectUrl(file.data?.blob);
  const [zoom, setZoom] = useState(false);
  const isImage = !!mime && mime.startsWith('image/');

  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap" gap="xs" mih={28}>
        <Text fw={600} size="sm" truncate>
          {label}
        </Text>
        {file.data && (
          <Tooltip label={t('backend.kycDoc.download')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('backend.kycDoc.downloadLabel', { label })}
              onClick={() => file.data && saveBlob(file.data.blob, file.data.filename)}
            >
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Center
        h={180}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
      >
        {!present ? (
          <Text size="sm" c="dimmed">
            {t('backend.kycDoc.notProvided')}
          </Text>
        ) : file.isError ? (
          <Text size="sm" c="red" ta="center" px="sm">
            {errorText(file.error)}
          </Text>
        ) : !file.data ? (
          <Loader size="sm" aria-label={t('backend.kycDoc.loading', { label })} />
        ) : isImage && url ? (
          <UnstyledButton
            onClick={() => setZoom(true)}
            aria-label={t('backend.kycDoc.enlarge', { label })}
            h="100%"
            w="100%"
            pos="relative"
          >
            <Image src={url} alt={label} h={180} fit="contain" />
            <IconZoomIn size={18} aria-hidden style={{ position: 'absolute', right: 6, bottom: 6, opacity: 0.7 }} />
          </UnstyledButton>
        ) : (
          <Stack align="center" gap={4}>
            <IconFileTypePdf size={40} aria-hidden />
            <Text size="sm">{mime === 'application/pdf' ? t('backend.kycDoc.pdf') : t('backend.kycDoc.document')}</Text>
            <Text size="xs" c="dimmed">
              {t('backend.kycDoc.downloadToView')}
            </Text>
          </Stack>
        )}
      </Center>
      {isImage && url && (
        <Modal opened={zoom} onClose={() => setZoom(false)} title={label} size="xl" centered>
          <Image src={url} alt={label} fit="contain" mah="75vh" />
        </Modal>
      )}
    </Card>
  );
}
