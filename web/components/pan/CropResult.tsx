import { Badge, Box, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  CROP_SPECS,
  SCAN_LIMITS,
  type ApplicationCrop,
  type ApplicationDetail,
  type CropKind,
} from '../../../contract/nsdl-pan';
import { errorText } from '../../api/error-text';
import { cropPath, useFileObjectUrl, type Area } from '../../api/nsdl-pan';
import { formatDate } from '../DataTable';
import { useT } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

/** A saved crop as NSDL gets it: the image, its size against the limit, and the page it came from. */
export function CropResult({
  area,
  detail: d,
  kind,
  crop,
}: {
  area: Area;
  detail: ApplicationDetail;
  kind: CropKind;
  crop: ApplicationCrop | null;
}) {
  const t = useT();
  const label = useLabel();
  const spec = CROP_SPECS[kind];
  const { url, error } = useFileObjectUrl(crop ? cropPath(area, d.id, kind, crop.createdAt) : null);
  const source = crop ? d.files.find((f) => f.id === crop.fileId) : undefined;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const within = crop ? crop.size <= spec.maxBytes : false;
  return (
    <Card withBorder padding="md" data-testid={`crop-result-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {label(spec.label)}
        </Title>
        {crop && (
          <Badge
            color={within ? 'green' : 'red'}
            variant="light"
            leftSection={within ? <IconCircleCheck size={12} aria-hidden /> : null}
          >
            {t(within ? 'pan.cropResult.within' : 'pan.cropResult.over')}
          </Badge>
        )}
      </Group>
      {!crop ? (
        <Text size="sm" c="dimmed">
          {t('pan.cropResult.notYet', {
            width: spec.width,
            height: spec.height,
            dpi: SCAN_LIMITS.dpi,
            maxKb: spec.maxBytes / 1024,
          })}
        </Text>
      ) : (
        <Stack gap={6}>
          <Box bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}>
            {error ? (
              <Text size="sm" c="red">
                {t('pan.cropResult.imageFailed', { error: errorText(error) })}
              </Text>
            ) : url ? (
              <img
                src={url}
                alt={t('pan.cropResult.croppedAlt', { label: label(spec.label).toLowerCase() })}
                width={crop.width}
                height={crop.height}
                style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
              />
            ) : (
              <Center py="sm">
                <Loader
                  size="sm"
                  aria-label={t('pan.cropResult.loading', { label: label(spec.label).toLowerCase() })}
                />
              </Center>
            )}
          </Box>
          <Text size="sm" data-testid={`crop-size-${kind}`}>
            {t('pan.cropResult.size', { size: kb(crop.size), maxKb: spec.maxBytes / 1024 })}
          </Text>
          <Text size="sm" data-testid={`crop-dimensions-${kind}`}>
            {t('pan.cropResult.dimensions', {
              width: crop.width,
              height: crop.height,
              dpi: SCAN_LIMITS.dpi,
              specWidth: spec.width,
              specHeight: spec.height,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pan.cropResult.from', {
              source: source ? source.name : t('pan.cropResult.earlierPage'),
              date: formatDate(crop.createdAt),
            })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
