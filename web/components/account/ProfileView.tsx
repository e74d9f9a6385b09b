import { Anchor, Card, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Profile } from '../../../contract/account';
import { useProfile, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { formatDateTime } from './activity-text';
import type { MessageId } from '../../../contract/i18n';
import { formatLocale, useLocale } from '../../i18n/common';
import { useT, type Translate } from '../../i18n/account';
import { DetailList } from './DetailList';
import { ProfilePhotoCard } from './ProfilePhotoCard';

const KIND_LABELS: Record<string, MessageId> = {
  owner: 'account.profile.kindOwner',
  staff: 'account.profile.kindStaff',
  franchise: 'account.profile.kindFranchise',
};

/** The role as the server names it (a word of the data), with the kind of account in the language. */
function roleText(profile: Profile, t: Translate): string {
  const role = profile.role.charAt(0).toUpperCase() + profile.role.slice(1);
  if (!profile.kind) return role;
  const kind = KIND_LABELS[profile.kind] ? t(KIND_LABELS[profile.kind]) : profile.kind;
  return t('account.profile.roleWithKind', { role, kind });
}

/** My profile, in either area: read-only details, the shop for merchants, and the photo. */
export function ProfileView({ area, settingsPath }: { area: AccountArea; settingsPath: string }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  const when = (value: string | null | undefined) => formatDateTime(value, locale);
  const profile = useProfile(area);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t('account.profile.title')}
        </Title>
        <Text c="dimmed">
          {/* The link's words sit where the sentence puts them, in either language. */}
          {t('account.profile.intro', { link: '{link}' })
            .split(/(\{link\})/)
            .map((part, i) =>
              part === '{link}' ? (
                <Anchor key={i} component={Link} to={settingsPath}>
                  {area === 'merchant' ? t('account.profile.mySettingLink') : t('account.profile.settingLink')}
                </Anchor>
              ) : (
                part
              ),
            )}
        </Text>
      </div>
      {profile.error ? (
        <FormErrorAlert error={profile.error} title={t('account.profile.loadFailed')} />
      ) : !profile.data ? (
        <Center py="xl">
          <Loader aria-label={t('account.loading')} />
        </Center>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ProfilePhotoCard area={area} profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('account.profile.account')}
                </Title>
                <DetailList
                  items={[
                    { label: t('account.profile.name'), value: profile.data.displayName, testId: 'profile-name' },
                    { label: t('account.profile.code'), value: profile.data.code },
                    { label: t('account.profile.userName'), value: profile.data.userName },
                    { label: t('account.profile.role'), value: roleText(profile.data, t) },
                    { label: t('account.profile.email'), value: profile.data.email },
                    { label: t('account.profile.mobile'), value: profile.data.mobile },
                    { label: t('account.profile.memberSince'), value: when(profile.data.createdAt) },
                    { label: t('account.profile.lastSignIn'), value: when(profile.data.lastLoginAt) },
                  ]}
                />
              </Card>
              {profile.data.shop && (
                <Card withBorder radius="md" padding="lg">
                  <Title order={2} size="h4" mb="md">
                    {t('account.profile.shop')}
                  </Title>
                  <DetailList
                    items={[
                      { label: t('account.profile.shopName'), value: profile.data.shop.shopName },
                      { label: t('account.profile.address'), value: profile.data.shop.address },
                      { label: t('account.profile.district'), value: profile.data.shop.district },
                      { label: t('account.profile.state'), value: profile.data.shop.state },
                      { label: t('account.profile.pin'), value: profile.data.shop.pin },
                      { label: t('account.profile.package'), value: profile.data.shop.packageName },
                      { label: t('account.profile.idType'), value: profile.data.shop.idTypeName },
                    ]}
                  />
                </Card>
              )}
              <Text size="sm" c="dimmed">
                {area === 'merchant' ? t('account.profile.correctMerchant') : t('account.profile.correctOffice')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
