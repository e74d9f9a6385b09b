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
  const spec = CROP_SPECS[kind];
  const { url, error } = useFileObjectUrl(crop ? cropPath(area, d.id, kind, crop.createdAt) : null);
  const source = crop ? d.files.find((f) => f.id === crop.fileId) : undefined;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const within = crop ? crop.size <= spec.maxBytes : false;
  return (
    <Card withBorder padding="md" data-testid={`crop-result-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {spec.label}
        </Title>
        {crop && (
          <Badge
            color={within ? 'green' : 'red'}
            variant="light"
            leftSection={within ? <IconCircleCheck size={12} aria-hidden /> : null}
          >
            {within ? 'Within limit' : 'Over the limit'}
          </Badge>
        )}
      </Group>
      {!crop ? (
        <Text size="sm" c="dimmed">
          Not cropped yet. NSDL takes {spec.width} × {spec.height} pixels at {SCAN_LIMITS.dpi} dpi, at most{' '}
          {spec.maxBytes / 1024} KB.
        </Text>
      ) : (
        <Stack gap={6}>
          <Box bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}>
            {error ? (
              <Text size="sm" c="red">
                The image could not be loaded: {errorText(error)}
              </Text>
            ) : url ? (
              <img
                src={url}
                alt={`Cropped ${spec.label.toLowerCase()}`}
                width={crop.width}
                height={crop.height}
                style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
              />
            ) : (
              <Center py="sm">
                <Loader size="sm" aria-label={`Loading the ${spec.label.toLowerCase()}`} />
              </Center>
            )}
          </Box>
          <Text size="sm" data-testid={`crop-size-${kind}`}>
            {kb(crop.size)} KB of at most {spec.maxBytes / 1024} KB
          </Text>
          <Text size="sm" data-testid={`crop-dimensions-${kind}`}>
            {crop.width} × {crop.height} pixels at {SCAN_LIMITS.dpi} dpi (NSDL: {spec.width} × {spec.height})
          </Text>
          <Text size="xs" c="dimmed">
            From {source ? source.name : 'an earlier page'}, {formatDate(crop.createdAt)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
