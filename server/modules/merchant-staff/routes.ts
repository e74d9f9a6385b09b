import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetActive } from '../../../contract/account';
import {
  MERCHANT_STAFF_API,
  MerchantStaffDetail,
  MerchantStaffInput,
  NewMerchantStaff,
  SetStaffPassword,
  StaffPasswordSet,
} from '../../../contract/merchant-staff';
import type { AppContext } from '../../context';
import { currentUser, type Access } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import { registerList } from '../../lib/list-routes';
import { merchantStaffList, merchantStaffScope } from './lists';
import { createMerchantStaffService } from './service';

const OWNER: Access = { roles: ['merchant'], kinds: ['owner'] };

/** docs/product.md#merchant-portal user-management staff screens: a merchant owner's own staff accounts (owner only). */
export async function merchantStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = createMerchantStaffService(ctx.database.db);
  const B = MERCHANT_STAFF_API.base;
  const tags = ['user-management', 'merchant'];

  registerList(app, ctx.database, {
    path: MERCHANT_STAFF_API.list,
    access: OWNER,
    def: merchantStaffList,
    tags,
    summary: 'My staff accounts',
    scope: (req) => merchantStaffScope(currentUser(req).id),
  });

  r.post(B, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Add a staff account with the services it may work on',
      body: NewMerchantStaff,
      response: { 200: MerchantStaffDetail, ...errorResponses },
    },
    handler: async (req) => staff.create(currentUser(req), req.body, req.ip),
  });

  r.get(`${B}/:id`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'One of my staff accounts',
      params: IdParam,
      response: { 200: MerchantStaffDetail, ...errorResponses },
    },
    handler: async (req) => staff.detail(currentUser(req), req.params.id),
  });

  r.put(`${B}/:id`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Edit a staff account: name, contact and services',
      params: IdParam,
      body: MerchantStaffInput,
      response: { 200: MerchantStaffDetail, ...errorResponses },
    },
    handler: async (req) => staff.update(currentUser(req), req.params.id, req.body, req.ip),
  });

  r.post(`${B}/:id/status`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Activate or deactivate a staff account (deactivation ends its sessions)',
      params: IdParam,
      body: SetActive,
      response: { 200: MerchantStaffDetail, ...errorResponses },
    },
    handler: async (req) => staff.setActive(currentUser(req), req.params.id, req.body.active, req.ip),
  });

  r.post(`${B}/:id/password`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Set a staff account’s new password (its sessions end)',
      params: IdParam,
      body: SetStaffPassword,
      response: { 200: StaffPasswordSet, ...errorResponses },
    },
    handler: async (req) =>
      staff.setPassword(currentUser(req), req.params.id, req.body.password, req.ip, requestLocale(req)),
  });
}
