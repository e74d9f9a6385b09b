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
import type { Notification, NotificationList } from '../../../contract/notifications';
import { timeAgo } from './time-ago';
import { TONE } from './tone';
import classes from './NotificationPanel.module.css';

function ItemContent({ n }: { n: Notification }) {
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
        <Text component="time" size="xs" c="dimmed" dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
          {timeAgo(n.createdAt)}
        </Text>
      </div>
      {unread && (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>(unread)</VisuallyHidden>
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
  const unread = list?.unread ?? 0;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" px="sm" py="xs">
        <Title order={2} fz="md">
          Notifications
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onMarkAll} disabled={!unread} loading={markingAll}>
          Mark all read
        </Button>
      </Group>
      <Divider />
      {loading ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Center>
      ) : failed && !list ? (
        <Text size="sm" c="red.7" p="md">
          The notifications could not be loaded. Please try again.
        </Text>
      ) : !list?.items.length ? (
        <Text size="sm" c="dimmed" p="md" ta="center">
          No notifications yet
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <ul className={classes.list} aria-label="Latest notifications">
            {list.items.map((n) => (
              <Item key={n.id} n={n} onOpen={onOpen} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
