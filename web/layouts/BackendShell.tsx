import { BACKEND_MENU } from './menus';
import { PortalShell } from './PortalShell';

export default function BackendShell() {
  return <PortalShell menu={BACKEND_MENU} homePath="/backend" />;
}
