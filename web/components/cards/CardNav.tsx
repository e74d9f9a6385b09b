import { Link, useLocation } from 'react-router';
import { Button, Group } from '@mantine/core';
import { CARD_URLS } from './urls';
import { useT } from '../../i18n/cards';

const LINKS = [
  { to: CARD_URLS.emiCard, labelId: 'cards.nav.emiCard' as const },
  { to: CARD_URLS.creditCard, labelId: 'cards.nav.creditCard' as const },
  { to: CARD_URLS.instantLoan, labelId: 'cards.nav.instantLoan' as const },
  { to: CARD_URLS.requests, labelId: 'cards.nav.requests' as const },
];

/** The menu leads to one product; the other two and the shop's list are a tap away from each. */
export function CardNav() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label={t('cards.nav.label')}>
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
            {t(l.labelId)}
          </Button>
        );
      })}
    </Group>
  );
}
