import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DEFAULTS } from '../theme';
import classes from './NotificationsHost.module.css';

/**
 * The toast container; loaded after the first paint (notifications.show() queues in the store until then).
 * docs/product.md#formats-and-constants keeps it bottom-right for 4 s, where it lies over the next button of many screens ("Continue to
 * cropping", "Save and continue"): it lets clicks through, so pressing on at once still works.
 */
export default function NotificationsHost() {
  return (
    <Notifications
      position={NOTIFICATION_DEFAULTS.position}
      autoClose={NOTIFICATION_DEFAULTS.autoClose}
      limit={NOTIFICATION_DEFAULTS.limit}
      classNames={{ root: classes.root }}
    />
  );
}
