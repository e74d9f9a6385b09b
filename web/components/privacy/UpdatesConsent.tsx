import { Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { NOTICE_LANGUAGES, PRIVACY_NOTICES, type NoticeLanguage } from '../../../contract/privacy/notice';
import { useT } from '../../i18n/messages';

/**
 * The second, optional tick under the privacy notice (issue 27 §3): the customer agrees to SMS and WhatsApp updates on
 * the application, and in which language. Left unticked, the customer is never sent a message.
 */
export function UpdatesConsent({
  checked,
  onChange,
  language,
  onLanguage,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  language: NoticeLanguage;
  onLanguage: (language: NoticeLanguage) => void;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="updates-consent">
      <Stack gap={6}>
        <Checkbox
          size="sm"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          label={
            <>
              <IconMessage size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
              {t('messages.consent.updates')}
            </>
          }
          data-testid="updates-tick"
        />
        {checked && (
          <Group gap="sm" wrap="wrap">
            <Text size="xs" id="updates-language">
              {t('messages.consent.language')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="updates-language"
              value={language}
              onChange={(v) => onLanguage(v as NoticeLanguage)}
              // Each language named in itself, as the customer would recognise it.
              data={NOTICE_LANGUAGES.map((l) => ({ value: l, label: PRIVACY_NOTICES[l].name }))}
              data-testid="updates-language"
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
