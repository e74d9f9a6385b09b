import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText, fieldErrorsOf } from '../api/error-text';
import { useT } from '../i18n/site';

/** What the alert says when the error carries no text of its own. */
export const FORM_ERROR_FALLBACK = 'site.error.formFallback';

type Props = {
  error: unknown;
  title?: string;
  /** Also list the field messages (for forms that cannot show them beside each field). */
  listFieldErrors?: boolean;
  onClose?: () => void;
};

/** docs/product.md#error-texts form failure: a red alert with the error text, and optionally the field messages. */
export function FormErrorAlert({ error, title, listFieldErrors = false, onClose }: Props) {
  const t = useT();
  if (!error) return null;
  const fields = listFieldErrors ? fieldErrorsOf(error) : null;
  const text = errorText(error) || t(FORM_ERROR_FALLBACK);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      withCloseButton={!!onClose}
      onClose={onClose}
      role="alert"
    >
      {text}
      {fields && (
        <List size="sm" mt="xs">
          {[...new Set(Object.values(fields).flat())].map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
