import {
  Button,
  Center,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../contract/format';
import { formatLocale, useLocale, useT } from '../../i18n/common';
import type { Notification, NotificationList } from '../../../contract/notifications';
import { timeAgo } from './time-ago';
import { TONE } from './tone';
import classes from './NotificationPanel.module.css';

function ItemContent({ n }: { n: Notification }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  const { color, Icon } = TONE[n.tone];
  const unread = !n.readAt;
  return (
    <>
      <ThemeIcon variant="light" color={color} size="md" radius="xl">
        <Icon size={18} aria-hidden />
      </ThemeIcon>
      <div className={classes.body}>
        <Text size="sm" fw={unread ? 600 : 400} lh={1.3}>
          {n.title}
        </Text>
        {n.text && (
          <Text size="xs" c="dimmed" lh={1.3}>
            {n.text}
          </Text>
        )}
        <Text component="time" size="xs" c="dimmed" dateTime={n.createdAt} title={formatDateTime(n.createdAt, locale)}>
          {timeAgo(n.createdAt, { locale, justNow: t('common.notifications.justNow') })}
        </Text>
      </div>
      {unread && (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>{t('common.notifications.unread')}</VisuallyHidden>
        </>
      )}
    </>
  );
}

/** One notification: a link to its record (or, with none, a button) that marks it read. */
function Item({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  return (
    <li data-testid="notification-item" data-unread={!n.readAt || undefined}>
      {n.link ? (
        <UnstyledButton component={Link} to={n.link} className={classes.item} onClick={() => onOpen(n)}>
          <ItemContent n={n} />
        </UnstyledButton>
      ) : (
        <UnstyledButton className={classes.item} onClick={() => onOpen(n)}>
          <ItemContent n={n} />
        </UnstyledButton>
      )}
    </li>
  );
}

type Props = {
  list: NotificationList | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (n: Notification) => void;
  onMarkAll: () => void;
  markingAll: boolean;
};

/** The bell's panel: the latest notifications, newest first, and "Mark all read". */
export function NotificationPanel({ list, loading, failed, onOpen, onMarkAll, markingAll }: Props) {
  const t = useT();
  const unread = list?.unread ?? 0;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" px="sm" py="xs">
        <Title order={2} fz="md">
          {t('common.bell.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onMarkAll} disabled={!unread} loading={markingAll}>
          {t('common.notifications.markAllRead')}
        </Button>
      </Group>
      <Divider />
      {loading ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common.notifications.loading')} />
        </Center>
      ) : failed && !list ? (
        <Text size="sm" c="red.7" p="md">
          {t('common.notifications.loadFailed')}
        </Text>
      ) : !list?.items.length ? (
        <Text size="sm" c="dimmed" p="md" ta="center">
          {t('common.notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <ul className={classes.list} aria-label={t('common.notifications.latest')}>
            {list.items.map((n) => (
              <Item key={n.id} n={n} onOpen={onOpen} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
