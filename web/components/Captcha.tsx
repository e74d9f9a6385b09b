import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Box, Group, Image, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { fetchCaptchaImage } from '../api/auth';
import { useT } from '../i18n/auth';

export type CaptchaImage = { url: string | null; failed: boolean; reload: () => void };

/**
 * The captcha picture (a PNG from the server) as an object URL shown in an <img>, never as markup put
 * into the page; replaced (and the old one released) on every reload.
 */
export function useCaptchaImage(active = true): CaptchaImage {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    setFailed(false);
    fetchCaptchaImage()
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [active, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { url, failed, reload };
}

type FieldProps = {
  image: CaptchaImage;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  description?: string;
};

/** The picture with a "new picture" button, and the box to type what it shows. */
export function CaptchaField({ image, value, onChange, onBlur, error, label, description }: FieldProps) {
  const t = useT();
  return (
    <Box>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <Box style={{ flex: 1 }} bg="white" bd="1px solid var(--mantine-color-gray-3)" h={56} display="flex">
          {image.url ? (
            <Image src={image.url} alt={t('auth.captcha.alt')} h={54} fit="contain" data-testid="captcha-image" />
          ) : image.failed ? (
            <Text size="sm" c="red.8" p="xs">
              {t('auth.captcha.failed')}
            </Text>
          ) : (
            <Skeleton h={54} />
          )}
        </Box>
        <Tooltip label={t('auth.captcha.newPicture')}>
          <ActionIcon variant="default" size="lg" aria-label={t('auth.captcha.newPictureAria')} onClick={image.reload}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TextInput
        label={label ?? t('auth.captcha.label')}
        description={description ?? t('auth.captcha.description')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        required
      />
    </Box>
  );
}
