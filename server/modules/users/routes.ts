import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MerchantDetail, Message, NewStaff, SetActive, StaffInput, UserDetail } from '../../../contract/account';
import { USER_MANAGEMENT_API } from '../../../contract/lists/users';
import { ADMIN, BACKEND, currentUser } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import { requestLocale } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { createRecoveryService } from '../auth/recovery';
import { createUserManagement } from './management';
import { allUsersList, idSaleList, merchantList, MERCHANT_SCOPE, staffList, STAFF_SCOPE } from './lists';

const BASE = '/api/backend/user-management';

export async function userManagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const recovery = createRecoveryService(db, ctx.services.mail, {
    publicUrl: ctx.config.publicUrl,
  });
  const users = createUserManagement(db, recovery);
  const tags = ['user-management'];

  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.allUsers,
    access: BACKEND,
    def: allUsersList,
    tags,
    summary: 'All users',
    scope: () => 'all',
  });
  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.merchants,
    access: BACKEND,
    def: merchantList,
    tags,
    summary: 'Merchants (owners and franchise members)',
    scope: () => MERCHANT_SCOPE,
  });
  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.staff,
    access: ADMIN,
    def: staffList,
    tags,
    summary: 'Back-office staff',
    scope: () => STAFF_SCOPE,
  });
  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.idSales,
    access: BACKEND,
    def: idSaleList,
    tags,
    summary: 'IDs sold with approved registrations',
    scope: () => 'all',
  });

  r.get(`${BASE}/user/:id`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'One user: profile, status, role, last sign-in',
      params: IdParam,
      response: { 200: UserDetail, ...errorResponses },
    },
    handler: async (req) => users.detail(currentUser(req), req.params.id),
  });

  r.post(`${BASE}/user/:id/status`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Activate or deactivate (deactivation ends live sessions)',
      params: IdParam,
      body: SetActive,
      response: { 200: UserDetail, ...errorResponses },
    },
    handler: async (req) => users.setActive(currentUser(req), req.params.id, req.body.active, req.ip),
  });

  r.post(`${BASE}/user/:id/reset-password`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Email the user a single-use password reset link',
      params: IdParam,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) => users.sendReset(currentUser(req), req.params.id, requestLocale(req)),
  });

  r.get(`${BASE}/merchant/:id`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'One merchant: package, ID type, wallet balance, KYC, staff and members',
      params: IdParam,
      response: { 200: MerchantDetail, ...errorResponses },
    },
    handler: async (req) => users.merchant(currentUser(req), req.params.id, requestLocale(req)),
  });

  r.post(`${BASE}/staff`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Create a back-office staff account',
      body: NewStaff,
      response: { 200: UserDetail, ...errorResponses },
    },
    handler: async (req) => users.createStaff(currentUser(req), req.body),
  });

  r.put(`${BASE}/staff/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Edit a back-office staff account',
      params: IdParam,
      body: StaffInput,
      response: { 200: UserDetail, ...errorResponses },
    },
    handler: async (req) => users.updateStaff(currentUser(req), req.params.id, req.body),
  });
}
