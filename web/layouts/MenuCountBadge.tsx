import { Badge } from '@mantine/core';
import { useKycWaitingCount } from '../api/user-management';
import { useT } from '../i18n/site';

/** The figures a sidebar entry can carry: how much work waits behind it. */
export type MenuCount = 'kycWaiting';

/** A small count beside a sidebar entry; nothing while it is 0 or not known yet. */
export function MenuCountBadge({ count }: { count: MenuCount }) {
  // One source so far; a second count gets its own hook here.
  const { data } = useKycWaitingCount(count === 'kycWaiting');
  const t = useT();
  if (!data) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      color="red.9"
      circle={data < 10}
      aria-label={t('site.menu.waiting', { count: data })}
      data-testid={`menu-count-${count}`}
    >
      {data > 99 ? t('site.menu.overCount', { count: 99 }) : data}
    </Badge>
  );
}
