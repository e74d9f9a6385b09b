import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../i18n/site';

/** The colour scheme now and the switch to the other one; Mantine keeps the choice in localStorage. */
export function useThemeSwitch(): { dark: boolean; toggle: () => void; label: string } {
  const { setColorScheme } = useMantineColorScheme();
  const t = useT();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // A prerendered page (decision 0048) was drawn light: hydrate as light, then show the saved choice.
  const mounted = useMounted();
  const dark = mounted && computed === 'dark';
  return {
    dark,
    toggle: () => setColorScheme(dark ? 'light' : 'dark'),
    label: dark ? t('site.theme.toLight') : t('site.theme.toDark'),
  };
}

/**
 * The choice survives reloads and new tabs. A native title, not a Mantine Tooltip: the tooltip's
 * positioning code would weigh on the public home's first load.
 */
export function ThemeToggle() {
  const { dark, toggle, label } = useThemeSwitch();
  const t = useT();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t('site.theme.toggle')} title={label} onClick={toggle}>
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
