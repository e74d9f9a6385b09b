import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_PERMISSIONS_API, StaffPermissions } from '../../../contract/staff-permissions';
import type { AppContext } from '../../context';
import { currentUser, type Access } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { createStaffPermissionsService } from './service';

const OWNER: Access = { roles: ['merchant'], kinds: ['owner'] };

/** The owner opens services to its staff accounts (the staff screens of docs/product.md#merchant-portal will show this). */
export async function staffPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = createStaffPermissionsService(ctx.database.db);
  const tags = ['user-management', 'merchant'];

  r.get(`${STAFF_PERMISSIONS_API}/:id/permissions`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'The services a staff account of this shop may work on',
      params: IdParam,
      response: { 200: StaffPermissions, ...errorResponses },
    },
    handler: async (req) => perms.get(currentUser(req), req.params.id),
  });

  r.put(`${STAFF_PERMISSIONS_API}/:id/permissions`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Set the services a staff account of this shop may work on (the whole list)',
      params: IdParam,
      body: StaffPermissions,
      response: { 200: StaffPermissions, ...errorResponses },
    },
    handler: async (req) => perms.set(currentUser(req), req.params.id, req.body.services),
  });
}
