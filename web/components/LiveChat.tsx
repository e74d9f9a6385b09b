import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useT } from '../i18n/common';

// The modal's code loads on the first click, not with every page.
const ChatModal = lazy(() => import('./ChatModal'));

/**
 * The chat modal and a function that opens it, for a control that may itself go away while the chat is
 * open (a menu item: the menu closes on click, the modal must stay).
 */
export function useLiveChat(): { open: () => void; modal: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  const modal = used ? (
    <Suspense fallback={null}>
      <ChatModal opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  ) : null;
  return { open, modal };
}

/** docs/product.md#shell Live Chat: a modal with the configured chat frame. `compact` shows an icon only (small headers). */
export function LiveChat({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { open, modal } = useLiveChat();
  return (
    <>
      {compact ? (
        <Tooltip label={t('common.shell.liveChat')}>
          <ActionIcon variant="default" size="lg" aria-label={t('common.shell.liveChat')} onClick={open}>
            <IconMessageCircle size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconMessageCircle size={18} />} onClick={open}>
          {t('common.shell.liveChat')}
        </Button>
      )}
      {modal}
    </>
  );
}
