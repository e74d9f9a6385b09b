import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { NotificationTone } from '../../../contract/notifications';

/** good: done (green); bad: refused or needs the user (red); info: anything else (blue). */
export const TONE = {
  good: { color: 'green', Icon: IconCircleCheck },
  bad: { color: 'red', Icon: IconAlertCircle },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const satisfies Record<NotificationTone, unknown>;
