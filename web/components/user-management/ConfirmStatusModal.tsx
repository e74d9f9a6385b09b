import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../i18n/backend';

/**
 * "Activate / Deactivate {name} ({code})?" before an account is switched on or off. `activate` is what the
 * click will do, decided when the dialog opened, so its wording holds while it fades out after the change.
 */
export function ConfirmStatusModal({
  opened,
  onClose,
  onConfirm,
  activate,
  noun,
  who,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  activate: boolean;
  /** What the title calls the account: "account", "staff", "member". */
  noun: 'account' | 'staff' | 'member';
  who: { displayName: string; code: string };
}) {
  const t = useT();
  const values = { name: who.displayName, code: who.code };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backend.confirmStatus.title', { activate: activate ? 'yes' : 'no', noun })}
      centered
    >
      <Text size="sm">
        {activate ? t('backend.confirmStatus.activateBody', values) : t('backend.confirmStatus.deactivateBody', values)}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('backend.action.cancel')}
        </Button>
        <Button color={activate ? 'green' : 'red'} onClick={onConfirm}>
          {activate ? t('backend.action.activate') : t('backend.action.deactivate')}
        </Button>
      </Group>
    </Modal>
  );
}
