import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MERCHANT_STAFF_ROUTES } from '../../../../../api/merchant-staff';

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
          Back to Staff List
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/** An address whose id is not a number. */
export function NoSuchStaff() {
  return (
    <StaffPage title="Staff">
      <Alert color="red" variant="light" title="No such staff account">
        The address does not name a staff account of your shop.
      </Alert>
    </StaffPage>
  );
}
