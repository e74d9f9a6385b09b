import { Box, Center, Loader, Modal, Text } from '@mantine/core';
import { useChatConfig } from '../api/site';
import { useT } from '../i18n/common';

function ChatBody() {
  const t = useT();
  // Asked only when the modal opens, so pages that never chat never call the server for it.
  const chat = useChatConfig(true);
  if (chat.isPending) {
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  }
  const url = chat.data?.api;
  if (!url) {
    return (
      <Text py="xl" ta="center">
        {t('common.chat.unavailable')}
      </Text>
    );
  }
  return (
    <Box h={{ base: '70vh', sm: 520 }}>
      <iframe
        title={t('common.chat.frame')}
        src={url}
        style={{ border: 0, width: '100%', height: '100%' }}
        allow="microphone; camera; autoplay"
      />
    </Box>
  );
}

export default function ChatModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common.shell.liveChat')} size="lg">
      {opened && <ChatBody />}
    </Modal>
  );
}
