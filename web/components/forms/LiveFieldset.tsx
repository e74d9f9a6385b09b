import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

/**
 * Prerendered (decision 0048): until React has taken a form over, typing into it would be lost (React keeps its own
 * empty value) and sending it would put the fields in the address (a plain GET), so the form stays disabled until
 * then. Only this draws again when it turns live: its children are the same elements, and React leaves them be.
 */
export function LiveFieldset({ gap, children }: { gap: MantineSpacing; children: ReactNode }) {
  const live = useMounted();
  return (
    <Stack gap={gap} renderRoot={(props) => <fieldset {...props} disabled={!live} />} bd={0} m={0} p={0} miw={0}>
      {children}
    </Stack>
  );
}
