import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MERCHANT_STAFF_ROUTES } from '../../../../../api/merchant-staff';
import { useT } from '../../../../../i18n/members';

/** The frame of the owner's staff screens: heading, a line of what it is, the way back to the list. */
export function StaffPage({
  title,
  description,
  badges,
  children,
}: {
  title: string;
  description?: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {badges}
          {description && <Text c="dimmed">{description}</Text>}
        </div>
        <Button
          component={Link}
          to={MERCHANT_STAFF_ROUTES.list}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('members.staff.backToList')}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/** An address whose id is not a number. */
export function NoSuchStaff() {
  const t = useT();
  return (
    <StaffPage title={t('members.staff.title')}>
      <Alert color="red" variant="light" title={t('members.staff.noSuch')}>
        {t('members.staff.noSuchText')}
      </Alert>
    </StaffPage>
  );
}
