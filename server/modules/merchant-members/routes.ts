import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetActive } from '../../../contract/account';
import { MEMBER_LIST_API, MERCHANT_MEMBERS_API, MemberDetail, NewMember } from '../../../contract/merchant-members';
import type { AppContext } from '../../context';
import { currentUser, type Access } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import { requestLocale } from '../../lib/i18n';
import { memberList, membersOf } from './lists';
import { createMemberService } from './service';

const OWNER: Access = { roles: ['merchant'], kinds: ['owner'] };

/** docs/product.md#merchant-portal: a merchant owner's franchise members, to add, list and view (owner only). */
export async function merchantMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = createMemberService(ctx.database.db);
  const tags = ['user-management', 'merchant'];

  registerList(app, ctx.database, {
    path: MEMBER_LIST_API,
    access: OWNER,
    def: memberList,
    tags,
    summary: 'My franchise members',
    scope: (req) => membersOf(currentUser(req).id),
  });

  r.post(MERCHANT_MEMBERS_API, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Add a franchise member: its account, shop, the owner’s package and an empty wallet',
      body: NewMember,
      response: { 200: MemberDetail, ...errorResponses },
    },
    handler: async (req) => members.create(currentUser(req), req.body, req.ip),
  });

  r.get(`${MERCHANT_MEMBERS_API}/:id`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'One of my franchise members, read-only: account, shop, balance, KYC, applications, recent ledger',
      params: IdParam,
      response: { 200: MemberDetail, ...errorResponses },
    },
    handler: async (req) => members.detail(currentUser(req), req.params.id, requestLocale(req)),
  });

  r.post(`${MERCHANT_MEMBERS_API}/:id/status`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Activate or deactivate one of my franchise members (deactivation ends its sessions)',
      params: IdParam,
      body: SetActive,
      response: { 200: MemberDetail, ...errorResponses },
    },
    handler: async (req) => members.setActive(currentUser(req), req.params.id, req.body.active, req.ip),
  });
}
