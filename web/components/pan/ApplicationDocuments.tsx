import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCrop, IconFileTypePdf, IconZoomIn } from '@tabler/icons-react';
import { CROP_SPECS, type ApplicationDetail, type ApplicationFile, type CropKind } from '../../../contract/nsdl-pan';
import { cropPath, documentPath, PAN_ROUTES, useFileObjectUrl, type Area } from '../../api/nsdl-pan';
import { formatDate } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { can } from '../requests';
import { DownloadButton } from '../requests/DownloadButton';
import { documentLabel } from './ApplicationSummary';
import { PanDownloadButton } from './PanDownloadButton';
import { useT } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Files in the order to read them: the corrected TIN documents first when they are what is being checked. */
export function orderedFiles(files: readonly ApplicationFile[], tinFirst: boolean): ApplicationFile[] {
  if (!tinFirst) return [...files];
  return [...files.filter((f) => f.kind === 'tin'), ...files.filter((f) => f.kind !== 'tin')];
}

/**
 * The documents an application carries, as the back office checks them: image pages shown inline (click
 * for full size), PDFs downloadable, and the merged scan sent on to NSDL.
 */
export function ApplicationDocuments({
  area,
  detail,
  tinFirst = false,
  title,
  scan = true,
}: {
  area: Area;
  detail: ApplicationDetail;
  tinFirst?: boolean;
  title?: string;
  /** Offers the merged scan's download (off where the page has its own downloads). */
  scan?: boolean;
}) {
  const t = useT();
  const label = useLabel();
  const [preview, setPreview] = useState<ApplicationFile | null>(null);
  // Retention deleted the documents uploaded before this day; a TIN correction uploaded since is kept.
  const deletedAt = detail.documentsDeletedAt ?? null;
  const files = orderedFiles(detail.files, tinFirst).filter((f) => !deletedAt || f.uploadedAt > deletedAt);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title ?? t('pan.documents.title')}
        </Title>
        {scan && detail.submittedAt && !deletedAt && (
          <PanDownloadButton area={area} id={detail.id} what="scan" size="xs">
            {t('pan.documents.mergedScan')}
          </PanDownloadButton>
        )}
      </Group>
      {deletedAt && (
        <Text size="sm" c="dimmed" mb={files.length ? 'sm' : 0} data-testid="documents-deleted">
          {t('pan.documents.deleted', { date: formatDate(deletedAt) })}
        </Text>
      )}
      {files.length === 0 ? (
        !deletedAt && (
          <Text size="sm" c="dimmed">
            {t('pan.documents.none')}
          </Text>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="documents">
          {files.map((f) => (
            <DocumentTile key={f.id} area={area} appId={detail.id} file={f} onOpen={() => setPreview(f)} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={!!preview}
        onClose={() => setPreview(null)}
        title={preview ? `${label(documentLabel(preview.kind))}: ${preview.name}` : ''}
        size="xl"
      >
        {preview && <FullImage area={area} appId={detail.id} file={preview} />}
      </Modal>
    </Card>
  );
}

function DocumentTile({
  area,
  appId,
  file,
  onOpen,
}: {
  area: Area;
  appId: number;
  file: ApplicationFile;
  onOpen: () => void;
}) {
  const t = useT();
  const label = useLabel();
  const image = file.mime.startsWith('image/');
  return (
    <Card withBorder padding="xs" radius="sm" data-testid={`document-${file.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {label(documentLabel(file.kind))}
          </Text>
          {file.kind === 'tin' && (
            <Badge size="xs" color="orange" variant="light">
              {t('pan.documents.corrected')}
            </Badge>
          )}
        </Group>
        {image ? (
          <Thumbnail area={area} appId={appId} file={file} onOpen={onOpen} />
        ) : (
          <Center h={90} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <IconFileTypePdf size={40} aria-hidden stroke={1.3} />
          </Center>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('pan.documents.fileLine', {
            name: file.name,
            pages: file.pages,
            size: kb(file.size),
            date: formatDate(file.uploadedAt),
          })}
        </Text>
        <Group gap={4}>
          {image && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconZoomIn size={14} aria-hidden />}
              onClick={onOpen}
              aria-label={t('pan.documents.viewFullSize', { name: file.name })}
            >
              {t('pan.documents.fullSize')}
            </Button>
          )}
          <DownloadButton path={documentPath(area, appId, file.id)} file={file} />
        </Group>
      </Stack>
    </Card>
  );
}

function Thumbnail({
  area,
  appId,
  file,
  onOpen,
}: {
  area: Area;
  appId: number;
  file: ApplicationFile;
  onOpen: () => void;
}) {
  const t = useT();
  const label = useLabel();
  const { url, error } = useFileObjectUrl(documentPath(area, appId, file.id));
  if (error)
    return (
      <Text size="xs" c="red">
        {t('pan.documents.imageFailed')}
      </Text>
    );
  if (!url)
    return (
      <Center h={90}>
        <Loader size="sm" aria-label={t('pan.documents.loadingFile', { name: file.name })} />
      </Center>
    );
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('pan.documents.openFile', { name: file.name })}>
      <Image
        src={url}
        alt={t('pan.documents.fileAlt', { label: label(documentLabel(file.kind)), name: file.name })}
        h={160}
        fit="contain"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
      />
    </UnstyledButton>
  );
}

function FullImage({ area, appId, file }: { area: Area; appId: number; file: ApplicationFile }) {
  const t = useT();
  const label = useLabel();
  const { url, error } = useFileObjectUrl(documentPath(area, appId, file.id));
  if (error) return <FormErrorAlert error={error} />;
  if (!url)
    return (
      <Center py="xl">
        <Loader aria-label={t('pan.documents.loadingDocument')} />
      </Center>
    );
  return (
    <Image
      src={url}
      alt={t('pan.documents.fullSizeAlt', { label: label(documentLabel(file.kind)), name: file.name })}
      fit="contain"
    />
  );
}

/** The photograph and signature as cropped for NSDL, with a way to crop them again (back office). */
export function ApplicationCrops({ area, detail }: { area: Area; detail: ApplicationDetail }) {
  const t = useT();
  const label = useLabel();
  const canRecrop =
    area === 'backend' &&
    can(detail, 'crop') &&
    detail.files.some((f) => f.kind === 'form' && f.mime.startsWith('image/'));
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('pan.documents.crops')}
        </Title>
        {canRecrop && (
          <Anchor
            component={Link}
            to={PAN_ROUTES.backend.cropping(detail.id)}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconCrop size={14} aria-hidden />
            {t('pan.documents.cropAgain')}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="md">
        {(['photo', 'signature'] as const).map((kind) => {
          const crop = detail.crops.find((c) => c.kind === kind);
          return (
            <Stack key={kind} gap={4} align="flex-start" data-testid={`crop-${kind}`}>
              <Text size="sm" c="dimmed">
                {label(CROP_SPECS[kind].label)}
              </Text>
              {crop ? (
                <CropImage area={area} id={detail.id} kind={kind} version={crop.createdAt} />
              ) : (
                <Text fw={500}>--</Text>
              )}
              {crop && (
                <Text size="xs" c="dimmed">
                  {t('pan.documents.cropFacts', { width: crop.width, height: crop.height, size: kb(crop.size) })}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

function CropImage({ area, id, kind, version }: { area: Area; id: number; kind: CropKind; version: string }) {
  const t = useT();
  const label = useLabel();
  const { url, error } = useFileObjectUrl(cropPath(area, id, kind, version));
  if (error)
    return (
      <Text size="sm" c="red">
        {t('pan.documents.imageFailed')}
      </Text>
    );
  if (!url)
    return (
      <Loader
        size="sm"
        aria-label={t('pan.documents.loadingCrop', { what: label(CROP_SPECS[kind].label).toLowerCase() })}
      />
    );
  return (
    <Image
      src={url}
      alt={t('pan.documents.croppedAlt', { what: label(CROP_SPECS[kind].label).toLowerCase() })}
      maw={kind === 'photo' ? 120 : 180}
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}
