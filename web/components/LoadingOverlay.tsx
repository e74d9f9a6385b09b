import { englishText } from '../i18n/common';
import { said } from '../i18n/said';
import { LoadingOverlay as MantineLoadingOverlay, Loader, Stack, Text } from '@mantine/core';

export const LOADING_TITLE = englishText('common.loading.title');
export const LOADING_DESCRIPTION = englishText('common.loading.description');

type Props = {
  visible: boolean;
  title?: string;
  description?: string;
  /** Covers the whole window (e.g. while a form submits) instead of the nearest positioned parent. */
  fullScreen?: boolean;
};

/** docs/product.md#formats-and-constants loading overlay: a spinner with a title and a line of description. */
export function LoadingOverlay({
  visible,
  title = said('common.loading.title', LOADING_TITLE),
  description = said('common.loading.description', LOADING_DESCRIPTION),
  fullScreen = false,
}: Props) {
  return (
    <MantineLoadingOverlay
      visible={visible}
      zIndex={fullScreen ? 1000 : 400}
      pos={fullScreen ? 'fixed' : undefined}
      overlayProps={{ blur: 2 }}
      loaderProps={{
        children: (
          <Stack align="center" gap={6} role="status" aria-live="polite">
            <Loader />
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        ),
      }}
    />
  );
}
