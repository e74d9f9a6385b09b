import { useLabel } from '../../i18n/labels';
import { Link } from 'react-router';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/requests';
import { DashboardListsCard } from './DashboardFigures';
import type { StateCard } from './StateCards';
import type { Area, RequestService } from './service';

/* The parts of a service's dashboard that come from its workflow: where each state's count leads, the lists. */

type Lists = Pick<RequestService, 'workflow' | 'routes'>;

/**
 * Where a state's card leads: the list of just that state when there is one, else the list that holds
 * it narrowed by its Status header filter.
 */
export function stateListLink(service: Lists, area: Area, state: string): string | null {
  const lists = Object.entries(service.workflow.lists[area]);
  const own = lists.find(([, l]) => l.states.length === 1 && l.states[0] === state);
  if (own) return service.routes[area].list(own[0]);
  const holder = lists.find(([, l]) => l.states.includes(state));
  if (!holder) return null;
  return `${service.routes[area].list(holder[0])}&f.state=${encodeURIComponent(`equals~${state}`)}`;
}

/** A card for each state the area has a hint for (what its count asks of the reader), leading to its list. */
export function stateCardsOf(service: Lists, area: Area, hints: Readonly<Record<string, string>>): StateCard[] {
  return service.workflow.states.flatMap((state) => {
    const to = stateListLink(service, area, state);
    const hint = hints[state];
    return to && hint ? [{ state, hint, to }] : [];
  });
}

/** A dashboard's heading: the menu it sits under and the service. */
export function DashboardHeading({ area, title }: { area: Area; title: string }) {
  const t = useT();
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {t(area === 'merchant' ? 'requests.dashboard.merchantMenu' : 'requests.dashboard.backendMenu')}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
    </div>
  );
}

/** The Lists card: each service's lists in its tab order, side by side. */
export function ServiceListLinks({
  services,
  area,
}: {
  services: readonly Pick<RequestService, 'key' | 'title' | 'workflow' | 'routes' | 'listOrder'>[];
  area: Area;
}) {
  const t = useT();
  const label = useLabel();
  return (
    <DashboardListsCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {services.map((s) => (
          <Stack key={s.key} gap={4}>
            <Text fw={600} size="sm">
              {t(s.title)}
            </Text>
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {s.listOrder[area].map((name) => (
                <li key={name}>
                  <Anchor component={Link} to={s.routes[area].list(name)} size="sm">
                    {label(s.workflow.lists[area][name].title)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </DashboardListsCard>
  );
}
