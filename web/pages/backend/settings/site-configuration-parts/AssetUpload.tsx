import { useState } from 'react';
import { Alert, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { SITE_ASSET_MAX_BYTES, type SiteAssetKind } from '../../../../../contract/site';
import { errorText } from '../../../../api/error-text';
import { useAssetUrl } from '../../../../api/site';
import { useUploadSiteAsset } from '../../../../api/site-admin';

const RULES: Record<SiteAssetKind, { title: string; accept: string[]; label: string; hint: string }> = {
  logo: {
    title: 'Logo',
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    label: 'PNG, JPEG or WebP',
    hint: 'Shown in the header of every page. A wide image with a transparent background looks best.',
  },
  favicon: {
    title: 'Favicon',
    // Browsers name ICO files either way.
    accept: ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'],
    label: 'PNG or ICO',
    hint: 'The small icon in the browser tab. A square image, 32×32 to 512×512 pixels.',
  },
};

const maxKb = SITE_ASSET_MAX_BYTES / 1024;

function rejectionText(kind: SiteAssetKind, rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return `The ${kind} must be at most ${maxKb} KB.`;
  if (codes.includes('too-many-files')) return 'Choose one file.';
  return `The ${kind} must be a ${RULES[kind].label} image.`;
}

export function AssetUpload({ kind, isSet }: { kind: SiteAssetKind; isSet: boolean }) {
  const rule = RULES[kind];
  const url = useAssetUrl(kind);
  const upload = useUploadSiteAsset(kind);
  const [problem, setProblem] = useState<string | null>(null);

  const onDrop = (files: File[]) => {
    setProblem(null);
    const file = files[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', title: 'Uploaded', message: `The new ${kind} is in use.` }),
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4">
        {rule.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {rule.hint}
      </Text>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Box
            w={kind === 'logo' ? 160 : 64}
            h={64}
            p={6}
            bd="1px solid var(--mantine-color-gray-3)"
            style={{
              borderRadius: 8,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'white',
            }}
          >
            <Image src={url} alt={`Current ${kind}`} mah={52} maw="100%" fit="contain" />
          </Box>
          <Text size="sm" c="dimmed">
            {isSet ? `Current ${kind}` : `Default ${kind} (none uploaded yet)`}
          </Text>
        </Group>
        <Dropzone
          onDrop={onDrop}
          onReject={(r) => setProblem(rejectionText(kind, r))}
          accept={rule.accept}
          maxSize={SITE_ASSET_MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
          name={kind}
          inputProps={{ 'aria-label': `${rule.title} file` }}
        >
          <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} stroke={1.5} />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                Drop the {kind} here or click to choose a file
              </Text>
              <Text size="xs" c="dimmed">
                {rule.label}, at most {maxKb} KB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {problem && (
          <Alert
            color="red"
            variant="light"
            withCloseButton
            onClose={() => setProblem(null)}
            title={`The ${kind} was not accepted`}
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
