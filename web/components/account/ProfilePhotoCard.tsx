import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconUpload, IconX } from '@tabler/icons-react';
import type { Profile } from '../../../contract/account';
import { usePhotoUrl, useUploadPhoto, type AccountArea } from '../../api/account';
import { errorText } from '../../api/error-text';
import { initialsOf } from '../initials';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The client's own check, so an obviously wrong file is refused before a 2 MB upload. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP picture.';
  if (file.size > PHOTO_MAX_BYTES)
    return `The picture is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 2 MB.`;
  return null;
}

/** Profile photo with a preview before it is sent; the server's refusal is shown as it words it. */
export function ProfilePhotoCard({ area, profile }: { area: AccountArea; profile: Profile }) {
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
    const p = photoProblem(f);
    setProblem(p);
    setFile(p ? null : f);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifications.show({ color: 'green', title: 'Photo updated', message: 'Your new photo is in use.' });
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Photo
      </Title>
      <Stack align="center" gap="sm">
        <Avatar
          src={preview ?? current}
          size={132}
          radius={999}
          color="navy"
          alt={`Photo of ${profile.displayName}`}
          data-testid="profile-photo"
        >
          <Text fz={40} fw={700}>
            {initialsOf(profile.displayName)}
          </Text>
        </Avatar>
        {preview && (
          <Text size="sm" c="dimmed">
            Preview — not saved yet
          </Text>
        )}
        {file ? (
          <Group gap="xs" justify="center">
            <Button leftSection={<IconUpload size={16} />} onClick={send} loading={upload.isPending}>
              Save photo
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              onClick={() => setFile(null)}
              disabled={upload.isPending}
            >
              Cancel
            </Button>
          </Group>
        ) : (
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconCamera size={16} />}>
                {profile.hasPhoto ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed" ta="center">
          JPEG, PNG or WebP, at most 2 MB. A clear, front-facing photo works best.
        </Text>
        {problem && (
          <Alert
            color="red"
            variant="light"
            w="100%"
            withCloseButton
            onClose={() => setProblem(null)}
            title="Photo not accepted"
            role="alert"
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
