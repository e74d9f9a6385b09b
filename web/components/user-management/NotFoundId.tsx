import { Link } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import { UM_ROUTES } from '../../api/user-management';
import { useT } from '../../i18n/backend';

const BACK = {
  registrations: { to: UM_ROUTES.registrations, label: 'backend.back.registrations' },
  kyc: { to: UM_ROUTES.kycList, label: 'backend.back.kyc' },
  users: { to: UM_ROUTES.users, label: 'backend.back.users' },
  merchants: { to: UM_ROUTES.merchants, label: 'backend.back.merchants' },
} as const;

/** An address whose id is not a number: nothing to load, so say so and offer the way back. */
export function NotFoundId({
  what,
  back,
}: {
  what: 'registration' | 'kyc' | 'user' | 'merchant';
  back: keyof typeof BACK;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={t('backend.notFound.title', { what })}>
      <Text size="sm" mb="sm">
        {t('backend.notFound.body', { what })}
      </Text>
      <Button component={Link} to={BACK[back].to} variant="default" size="xs">
        {t(BACK[back].label)}
      </Button>
    </Alert>
  );
}
