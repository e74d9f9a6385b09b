import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** SPEC §2.5: the bell exists with its tooltip; what it lists is not specified yet. */
export function NotificationBell() {
  return (
    <Tooltip label="Notifications">
      <ActionIcon variant="default" size="lg" aria-label="Notifications">
        <IconBell size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
