import { Box, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LiveChat } from '../components/LiveChat';
import { PUBLIC_LINKS } from './publicLinks';

/** A drawer (not a collapsed navbar) so the hidden links are not in the tab order on a phone. */
export default function PublicMobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size={280}>
      <Stack gap={4} component="nav" aria-label="Site">
        {PUBLIC_LINKS.map((l) => (
          <NavLink key={l.to} component={Link} to={l.to} label={l.label} active={pathname === l.to} onClick={onClose} />
        ))}
        <Box mt="sm">
          <LiveChat />
        </Box>
      </Stack>
    </Drawer>
  );
}
