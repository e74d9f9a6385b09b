import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { NewsItem } from '../../../contract/site-content';
import { useT } from '../../i18n/site';
import { ContentLink, isShownLink } from './ContentLink';

/** Each alert as a banner with a close button; `onDismiss` decides where the closing is remembered. */
export function AlertBanner({ alerts, onDismiss }: { alerts: NewsItem[]; onDismiss: (id: number) => void }) {
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs">
      {alerts.map((a) => (
        <Alert
          key={a.id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={a.title}
          withCloseButton
          closeButtonLabel={t('site.news.dismiss', { title: a.title })}
          onClose={() => onDismiss(a.id)}
          data-testid="news-alert"
        >
          {a.text}
          {isShownLink(a.link) && (
            <>
              {' '}
              <ContentLink link={a.link} inherit>
                {t('site.news.readMore')}
              </ContentLink>
            </>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
