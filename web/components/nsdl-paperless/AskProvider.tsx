import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { PaperlessDetail } from '../../../contract/nsdl-paperless';
import { ApiError } from '../../api/client';
import { FormErrorAlert } from '../FormErrorAlert';
import { useRequestDetail } from '../requests/api';
import { useAskProvider } from './api';
import { PAPERLESS_SERVICE } from './services';
import { useT } from '../../i18n/paperless';
import { useLabel } from '../../i18n/labels';

/**
 * "Ask Protean now": the status call the reconciler makes, for one application, now. Its answer settles
 * the application (acknowledged, failed and refunded) or leaves it as it is; an unreachable Protean
 * changes nothing but is kept as its last word.
 */
export function AskProvider({ detail: d }: { detail: PaperlessDetail }) {
  const t = useT();
  const label = useLabel();
  const ask = useAskProvider(d.id);
  const reread = useRequestDetail<PaperlessDetail>(PAPERLESS_SERVICE, 'backend', d.id);
  return (
    <Card withBorder radius="md" padding="md" data-testid="ask-provider">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('paperless.ask.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('paperless.ask.text')}
        </Text>
        <FormErrorAlert
          error={ask.error}
          title={
            ask.error instanceof ApiError && ask.error.status === 502
              ? t('paperless.ask.unreachable')
              : t('paperless.ask.notAsked')
          }
        />
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={ask.isPending}
          onClick={() =>
            ask.mutate(
              { action: 'ask' },
              {
                onSuccess: (r) =>
                  notifications.show({
                    color: r.state === d.state ? 'blue' : 'green',
                    title: t('paperless.ask.answered'),
                    message: t(r.state === d.state ? 'paperless.ask.unchanged' : 'paperless.ask.changed', {
                      refNo: r.refNo,
                      state: label(r.stateLabel).toLowerCase(),
                    }),
                  }),
                // The failed call is kept as Protean's last word: show it.
                onError: () => void reread.refetch(),
              },
            )
          }
        >
          {t('paperless.ask.title')}
        </Button>
      </Stack>
    </Card>
  );
}
