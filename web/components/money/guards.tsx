import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../../api/use-auth';
import { useT } from '../../i18n/money';

export function useIsAdmin(): boolean {
  return useAuth().user?.role.toLowerCase() === 'admin';
}

/** The masters are the administrator's (docs/product.md#who-may-do-what); back-office staff reaching one by URL are told so. */
export function AdminOnly({ children, what }: { children: ReactNode; what: string }) {
  const t = useT();
  const admin = useIsAdmin();
  if (!admin) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('money.guard.adminTitle')}>
        {t('money.guard.adminText', { what })}
      </Alert>
    );
  }
  return <>{children}</>;
}

/** Merchant staff act for the owner but move no money into the wallet (docs/product.md#who-may-do-what; the server answers 403). */
export function WalletHolderOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  if (user?.kind === 'staff') {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('money.guard.staffTitle')}>
        {t('money.guard.staffText')}
      </Alert>
    );
  }
  return <>{children}</>;
}
