import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../../../contract/i18n';
import { useUpdateSetting, type AccountArea } from '../../api/account';
import { errorText } from '../../api/error-text';
import { formatLocale, setLocale, useLocale } from '../../i18n';
import { useT } from '../../i18n/account';
import { useT as useCommonT } from '../../i18n/common';

/**
 * SPEC §2.6's settings page, with the portal's language (decision 0075): the screens change at once, and the account
 * keeps the choice, so server messages, mails and the next sign-in on any device speak it too.
 */
export function LanguageSetting({ area, saved }: { area: AccountArea; saved: Locale | null }) {
  const t = useT();
  const tc = useCommonT();
  const current = formatLocale(useLocale());
  const update = useUpdateSetting(area);
  const choose = (value: string) => {
    const locale = LOCALES.find((l) => l === value);
    if (!locale) return;
    void setLocale(locale);
    update.mutate(
      { prop: 'language', value: locale },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: tc('common.notify.error'),
            message: errorText(error),
            position: 'top-center',
          }),
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id="language-setting">
          {t('account.settings.language')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.settings.languageHint')}
        </Text>
        <SegmentedControl
          aria-labelledby="language-setting"
          value={update.isPending ? (update.variables?.value as string) : (saved ?? current)}
          onChange={choose}
          disabled={update.isPending}
          data-testid="setting-language"
          data={LOCALES.map((l) => ({
            value: l,
            label: <span lang={HTML_LANG[l]}>{LANGUAGE_NAMES[l]}</span>,
          }))}
        />
      </Stack>
    </Card>
  );
}
