import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconMessageCircle, IconMoon, IconSun } from '@tabler/icons-react';
import { useLiveChat } from '../components/LiveChat';
import { useThemeSwitch } from '../components/ThemeToggle';

/**
 * A phone's header has room for the logo, the balance and Logout only; chat, notifications and the
 * theme, used less often, wait behind one "more" button.
 */
export function HeaderMoreMenu() {
  const chat = useLiveChat();
  const theme = useThemeSwitch();
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="More actions">
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={chat.open}>
            Live Chat
          </Menu.Item>
          <Menu.Item
            leftSection={theme.dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
            onClick={theme.toggle}
          >
            {theme.label}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {chat.modal}
    </>
  );
}
