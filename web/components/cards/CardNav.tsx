import { Link, useLocation } from 'react-router';
import { Button, Group } from '@mantine/core';
import { CARD_URLS } from './urls';

const LINKS = [
  { to: CARD_URLS.emiCard, label: 'Bajaj EMI Card' },
  { to: CARD_URLS.creditCard, label: 'Credit Card' },
  { to: CARD_URLS.instantLoan, label: 'Instant Loan' },
  { to: CARD_URLS.requests, label: 'My Requests' },
];

/** The menu leads to one product; the other two and the shop's list are a tap away from each. */
export function CardNav() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label="Cards and loans">
      {LINKS.map((l) => {
        const current = pathname === l.to;
        return (
          <Button
            key={l.to}
            component={Link}
            to={l.to}
            size="xs"
            radius="xl"
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
          >
            {l.label}
          </Button>
        );
      })}
    </Group>
  );
}
