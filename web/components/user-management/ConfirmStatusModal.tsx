import { Button, Group, Modal, Text } from '@mantine/core';

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
  noun: string;
  who: { displayName: string; code: string };
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${activate ? 'Activate' : 'Deactivate'} ${noun}`} centered>
      <Text size="sm">
        {activate
          ? `Activate ${who.displayName} (${who.code})? They will be able to sign in again.`
          : `Deactivate ${who.displayName} (${who.code})? They are signed out at once and cannot sign in until activated again.`}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color={activate ? 'green' : 'red'} onClick={onConfirm}>
          {activate ? 'Activate' : 'Deactivate'}
        </Button>
      </Group>
    </Modal>
  );
}
