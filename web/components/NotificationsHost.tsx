import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DEFAULTS } from '../theme';

/** The toast container; loaded after the first paint (notifications.show() queues in the store until then). */
export default function NotificationsHost() {
  return <Notifications position={NOTIFICATION_DEFAULTS.position} autoClose={NOTIFICATION_DEFAULTS.autoClose} limit={NOTIFICATION_DEFAULTS.limit} />;
}
