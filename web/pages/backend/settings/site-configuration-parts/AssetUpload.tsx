import { useState } from 'react';
import { Alert, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { SITE_ASSET_MAX_BYTES, type SiteAssetKind } from '../../../../../contract/site';
import { errorText } from '../../../../api/error-text';
import { useAssetUrl } from '../../../../api/site';
import { useUploadSiteAsset } from '../../../../api/site-admin';
import type { MessageId } from '../../../../../contract/i18n';
import { useT, type Translate } from '../../../../i18n/office';

const RULES: Record<SiteAssetKind, { accept: string[]; labelId: MessageId; hintId: MessageId }> = {
  logo: {
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    labelId: 'office.siteAsset.logoFormats',
    hintId: 'office.siteAsset.logoHint',
  },
  favicon: {
    // Browsers name ICO files either way.
    accept: ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'],
    labelId: 'office.siteAsset.faviconFormats',
    hintId: 'office.siteAsset.faviconHint',
  },
};

const maxKb = SITE_ASSET_MAX_BYTES / 1024;

function rejectionText(t: Translate, kind: SiteAssetKind, rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return t('office.siteAsset.tooLarge', { kind, maxKb });
  if (codes.includes('too-many-files')) return t('office.siteAsset.oneFile');
  return t('office.siteAsset.wrongType', { kind, formats: t(RULES[kind].labelId) });
}

export function AssetUpload({ kind, isSet }: { kind: SiteAssetKind; isSet: boolean }) {
  const t = useT();
  const rule = RULES[kind];
  const url = useAssetUrl(kind);
  const upload = useUploadSiteAsset(kind);
  const [problem, setProblem] = useState<string | null>(null);

  const onDrop = (files: File[]) => {
    setProblem(null);
    const file = files[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('office.siteAsset.uploaded'),
          message: t('office.siteAsset.inUse', { kind }),
        }),
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4">
        {t('office.siteAsset.title', { kind })}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(rule.hintId)}
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
            <Image src={url} alt={t('office.siteAsset.current', { kind })} mah={52} maw="100%" fit="contain" />
          </Box>
          <Text size="sm" c="dimmed">
            {isSet ? t('office.siteAsset.current', { kind }) : t('office.siteAsset.default', { kind })}
          </Text>
        </Group>
        <Dropzone
          onDrop={onDrop}
          onReject={(r) => setProblem(rejectionText(t, kind, r))}
          accept={rule.accept}
          maxSize={SITE_ASSET_MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
          name={kind}
          inputProps={{ 'aria-label': t('office.siteAsset.file', { kind }) }}
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
                {t('office.siteAsset.drop', { kind })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('office.siteAsset.limits', { formats: t(rule.labelId), maxKb })}
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
            title={t('office.siteAsset.notAccepted', { kind })}
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
