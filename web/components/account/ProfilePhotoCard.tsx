import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconUpload, IconX } from '@tabler/icons-react';
import type { Profile } from '../../../contract/account';
import { usePhotoUrl, useUploadPhoto, type AccountArea } from '../../api/account';
import { errorText } from '../../api/error-text';
import { initialsOf } from '../initials';
import { useT, type Translate } from '../../i18n/account';
import { useT as useCommonT } from '../../i18n/common';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The client's own check, so an obviously wrong file is refused before a 2 MB upload. */
export function photoProblem(file: File, t: Translate): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return t('account.photo.wrongType');
  if (file.size > PHOTO_MAX_BYTES) return t('account.photo.tooBig', { size: (file.size / 1024 / 1024).toFixed(1) });
  return null;
}

/** Profile photo with a preview before it is sent; the server's refusal is shown as it words it. */
export function ProfilePhotoCard({ area, profile }: { area: AccountArea; profile: Profile }) {
  const t = useT();
  const tc = useCommonT();
  const current = usePhotoUrl(area, profile.hasPhoto);
  const upload = useUploadPhoto(area);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setPreview(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  const choose = (f: File | null) => {
    upload.reset();
    if (!f) return;
    const p = photoProblem(f, t);
    setProblem(p);
    setFile(p ? null : f);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifications.show({
          color: 'green',
          title: t('account.photo.updatedTitle'),
          message: t('account.photo.updatedText'),
        });
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('account.photo.title')}
      </Title>
      <Stack align="center" gap="sm">
        <Avatar
          src={preview ?? current}
          size={132}
          radius={999}
          color="navy"
          alt={t('account.photo.alt', { name: profile.displayName })}
          data-testid="profile-photo"
        >
          <Text fz={40} fw={700}>
            {initialsOf(profile.displayName)}
          </Text>
        </Avatar>
        {preview && (
          <Text size="sm" c="dimmed">
            {t('account.photo.preview')}
          </Text>
        )}
        {file ? (
          <Group gap="xs" justify="center">
            <Button leftSection={<IconUpload size={16} />} onClick={send} loading={upload.isPending}>
              {t('account.photo.save')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              onClick={() => setFile(null)}
              disabled={upload.isPending}
            >
              {tc('common.action.cancel')}
            </Button>
          </Group>
        ) : (
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconCamera size={16} />}>
                {profile.hasPhoto ? t('account.photo.change') : t('account.photo.upload')}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t('account.photo.hint')}
        </Text>
        {problem && (
          <Alert
            color="red"
            variant="light"
            w="100%"
            withCloseButton
            onClose={() => setProblem(null)}
            title={t('account.photo.refused')}
            role="alert"
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
