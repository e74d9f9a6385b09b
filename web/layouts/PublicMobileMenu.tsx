import { Box, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LiveChat } from '../components/LiveChat';
import { useT } from '../i18n/site';
import { IconLanguage } from '@tabler/icons-react';
import { useOtherLanguages } from '../i18n/PublicLanguageSwitch';
import { PUBLIC_LINKS } from './publicLinks';
import { useSiteHref } from '../i18n/site-address';

/** A drawer (not a collapsed navbar) so the hidden links are not in the tab order on a phone. */
export default function PublicMobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
  const href = useSiteHref();
  const languages = useOtherLanguages();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('site.layout.menu')} size={280}>
      <Stack gap={4} component="nav" aria-label={t('site.layout.siteNav')}>
        {PUBLIC_LINKS.map((l) => (
          <NavLink
            key={l.to}
            component={Link}
            to={href(l.to)}
            label={t(l.label)}
            active={pathname === l.to}
            onClick={onClose}
          />
        ))}
        {languages.map((l) => (
          <NavLink
            key={l.locale}
            component="a"
            href={l.href}
            hrefLang={l.lang}
            lang={l.lang}
            label={l.name}
            leftSection={<IconLanguage size={18} aria-hidden />}
            onClick={l.onClick}
          />
        ))}
        <Box mt="sm">
          <LiveChat />
        </Box>
      </Stack>
    </Drawer>
  );
}
