import { Anchor, Card, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Profile } from '../../../contract/account';
import { useProfile, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { formatDateTime } from './activity-text';
import { DetailList } from './DetailList';
import { ProfilePhotoCard } from './ProfilePhotoCard';

const KIND_LABELS: Record<string, string> = {
  owner: 'Shop owner',
  staff: 'Staff member',
  franchise: 'Franchise member',
};

function roleText(profile: Profile): string {
  const role = profile.role.charAt(0).toUpperCase() + profile.role.slice(1);
  return profile.kind ? `${role} — ${KIND_LABELS[profile.kind] ?? profile.kind}` : role;
}

/** My profile, in either area: read-only details, the shop for merchants, and the photo. */
export function ProfileView({ area, settingsPath }: { area: AccountArea; settingsPath: string }) {
  const profile = useProfile(area);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          My Profile
        </Title>
        <Text c="dimmed">
          Your account as we hold it. To change your password or security settings, open{' '}
          <Anchor component={Link} to={settingsPath}>
            {area === 'merchant' ? 'My Setting' : 'Setting'}
          </Anchor>
          .
        </Text>
      </div>
      {profile.error ? (
        <FormErrorAlert error={profile.error} title="Could not load your profile" />
      ) : !profile.data ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
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
                  Account
                </Title>
                <DetailList
                  items={[
                    { label: 'Name', value: profile.data.displayName, testId: 'profile-name' },
                    { label: 'Code', value: profile.data.code },
                    { label: 'User name', value: profile.data.userName },
                    { label: 'Role', value: roleText(profile.data) },
                    { label: 'Email', value: profile.data.email },
                    { label: 'Mobile', value: profile.data.mobile },
                    { label: 'Member since', value: formatDateTime(profile.data.createdAt) },
                    { label: 'Last sign-in', value: formatDateTime(profile.data.lastLoginAt) },
                  ]}
                />
              </Card>
              {profile.data.shop && (
                <Card withBorder radius="md" padding="lg">
                  <Title order={2} size="h4" mb="md">
                    Shop
                  </Title>
                  <DetailList
                    items={[
                      { label: 'Shop name', value: profile.data.shop.shopName },
                      { label: 'Address', value: profile.data.shop.address },
                      { label: 'District', value: profile.data.shop.district },
                      { label: 'State', value: profile.data.shop.state },
                      { label: 'PIN code', value: profile.data.shop.pin },
                      { label: 'Package', value: profile.data.shop.packageName },
                      { label: 'ID type', value: profile.data.shop.idTypeName },
                    ]}
                  />
                </Card>
              )}
              <Text size="sm" c="dimmed">
                {area === 'merchant'
                  ? 'To correct your name, mobile, email or shop details, contact the head office.'
                  : 'To correct your name, mobile or email, ask an administrator.'}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
