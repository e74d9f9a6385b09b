import type { AuthUser } from '../../lib/access';
import type { Role } from '../../../contract/roles';

/**
 * docs/product.md#who-may-do-what: back-office staff manage merchants but not back-office accounts; only the admin manages
 * admin and staff accounts. Nobody deactivates their own account (they would lock themselves out).
 */
export function canManageAccount(actor: AuthUser, target: { id: number; role: Role }): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'staff' && target.role === 'merchant';
}
