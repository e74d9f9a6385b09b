import { ActionIcon, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useBalance } from '../../api/money';
import { refreshLists } from '../../api/table';
import { rupees } from './format';
import { HoverTooltip } from '../HoverTooltip';
import { useT } from '../../i18n/money';

/**
 * docs/product.md#merchant-portal header: 'Available Balance' in rupees with two decimals and a reload button. While it
 * cannot be read the figure is 0 (docs/product.md#session-and-screen-states), with a warning so nobody mistakes it for an empty wallet.
 * On a phone the header is crowded, so the label shrinks to 'Balance' and the button to a small icon.
 * Reload refreshes the lists on screen too: a new balance beside a list still saying Pending misleads.
 */
export function HeaderBalance() {
  const t = useT();
  const { balance, state, reload: reloadBalance } = useBalance();
  const queryClient = useQueryClient();
  const reload = () => {
    reloadBalance();
    void refreshLists(queryClient);
  };
  // The shell is never prerendered: the phone's header in the first draw, not one redraw later.
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Group
      gap={narrow ? 2 : 6}
      wrap="nowrap"
      data-testid="header-balance"
      data-state={state}
      aria-busy={state === 'loading'}
      style={{ flexShrink: 0 }}
    >
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed" lh={1.1} fz={narrow ? 10 : undefined}>
          {narrow ? t('money.balance.short') : t('money.balance.available')}
        </Text>
        <Text
          fw={700}
          size={narrow ? 'xs' : 'sm'}
          lh={1.2}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          aria-label={t('money.balance.valueLabel', { amount: rupees(balance) })}
          data-testid="header-balance-value"
          c={state === 'error' ? 'red.7' : undefined}
        >
          {rupees(balance)}
        </Text>
      </Stack>
      {state === 'error' && (
        <Tooltip label={t('money.balance.failedHint')}>
          <IconAlertTriangle
            size={14}
            color="var(--mantine-color-red-7)"
            aria-label={t('money.balance.failed')}
            role="img"
            style={{ flexShrink: 0 }}
          />
        </Tooltip>
      )}
      <HoverTooltip label={t('money.balance.reload')}>
        <ActionIcon
          variant="subtle"
          size={narrow ? 'sm' : 'md'}
          aria-label={t('money.balance.reload')}
          onClick={reload}
          disabled={state === 'loading'}
        >
          {state === 'loading' ? <Loader size={12} /> : <IconRefresh size={narrow ? 14 : 16} />}
        </ActionIcon>
      </HoverTooltip>
    </Group>
  );
}
