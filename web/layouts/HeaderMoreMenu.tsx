import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconMessageCircle, IconMoon, IconSun } from '@tabler/icons-react';
import { useLiveChat } from '../components/LiveChat';
import { useThemeSwitch } from '../components/ThemeToggle';
import { useT } from '../i18n/common';
import { LanguageItems } from '../i18n/LanguageSwitch';
import { saveLanguage } from '../api/account';

/**
 * A phone's header has room for the logo, the balance and Logout only; chat, notifications and the
 * theme and the language, used less often, wait behind one "more" button.
 */
export function HeaderMoreMenu() {
  const chat = useLiveChat();
  const theme = useThemeSwitch();
  const t = useT();
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('common.shell.moreActions')}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={chat.open}>
            {t('common.shell.liveChat')}
          </Menu.Item>
          <Menu.Item
            leftSection={theme.dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
            onClick={theme.toggle}
          >
            {t(theme.dark ? 'common.shell.themeToLight' : 'common.shell.themeToDark')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('common.language.label')}</Menu.Label>
          <LanguageItems onChosen={saveLanguage} />
        </Menu.Dropdown>
      </Menu>
      {chat.modal}
    </>
  );
}
