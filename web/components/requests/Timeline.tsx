import { Text, Timeline } from '@mantine/core';
import type { RequestEvent } from '../../../contract/requests';
import { useFormat } from '../../i18n/requests';
import { useLookLabels, type RequestLook } from './look';

/** Who did what and when, with remarks: every move of a request is an event on the server. */
export function RequestTimeline({ look, events }: { look: RequestLook; events: readonly RequestEvent[] }) {
  const { formatDateTime } = useFormat();
  const { eventLabel, stateLabel } = useLookLabels();
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="timeline">
      {events.map((e, i) => (
        <Timeline.Item key={i} title={eventLabel(look, e.action)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(e.at)} · {e.by}
            {e.fromState !== e.toState && (
              <>
                {' · '}
                <span>{stateLabel(look, e.toState)}</span>
              </>
            )}
          </Text>
          {e.remark && <Text size="sm">{e.remark}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
