import { Link } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import { UM_ROUTES } from '../../api/user-management';

const BACK = {
  registrations: { to: UM_ROUTES.registrations, label: 'Back to registrations' },
  kyc: { to: UM_ROUTES.kycList, label: 'Back to the KYC list' },
  users: { to: UM_ROUTES.users, label: 'Back to all users' },
  merchants: { to: UM_ROUTES.merchants, label: 'Back to merchants' },
} as const;

/** An address whose id is not a number: nothing to load, so say so and offer the way back. */
export function NotFoundId({ what, back }: { what: string; back: keyof typeof BACK }) {
  return (
    <Alert color="red" variant="light" title={`No such ${what}`}>
      <Text size="sm" mb="sm">
        The address does not name a {what}.
      </Text>
      <Button component={Link} to={BACK[back].to} variant="default" size="xs">
        {BACK[back].label}
      </Button>
    </Alert>
  );
}
