import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BankInput,
  BankView,
  CredentialInput,
  CredentialView,
  IdTypeInput,
  IdTypeView,
  MASTER_ID_MAX,
  MASTERS_API,
  PackageInput,
  PackageView,
} from '../../../contract/masters';
import { ADMIN, BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses, idParams } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { bankList, idTypeList, packageList } from './lists';

// A larger id than a serial holds is no row, not a query error.
const IdParam = idParams(MASTER_ID_MAX);

/** The Data Setup masters (docs/product.md#back-office): admin only, docs/product.md#who-may-do-what. */
export async function mastersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { masters } = ctx.services;
  const tags = ['masters'];
  const { packages: P, banks: B, idTypes: I, credentials: C } = MASTERS_API;

  registerList(app, ctx.database, {
    path: `${P}/list`,
    access: ADMIN,
    def: packageList,
    tags,
    summary: 'Packages',
    scope: () => 'all',
  });
  registerList(app, ctx.database, {
    path: `${B}/list`,
    access: ADMIN,
    def: bankList,
    tags,
    summary: 'Company bank accounts',
    scope: () => 'all',
  });
  registerList(app, ctx.database, {
    path: `${I}/list`,
    access: ADMIN,
    def: idTypeList,
    tags,
    summary: 'ID types',
    scope: () => 'all',
  });

  r.get(`${P}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'A package with its rates and price history',
      params: IdParam,
      response: { 200: PackageView, ...errorResponses },
    },
    handler: async (req) => masters.packageView(req.params.id),
  });
  r.post(P, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Create a package',
      body: PackageInput,
      response: { 200: PackageView, ...errorResponses },
    },
    handler: async (req) => masters.savePackage(null, req.body, currentUser(req).id),
  });
  r.put(`${P}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Edit a package and its rates (deactivate instead of deleting)',
      params: IdParam,
      body: PackageInput,
      response: { 200: PackageView, ...errorResponses },
    },
    handler: async (req) => masters.savePackage(req.params.id, req.body, currentUser(req).id),
  });

  r.get(`${B}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'A company bank account',
      params: IdParam,
      response: { 200: BankView, ...errorResponses },
    },
    handler: async (req) => masters.bank(req.params.id),
  });
  r.post(B, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Add a company bank account',
      body: BankInput,
      response: { 200: BankView, ...errorResponses },
    },
    handler: async (req) => masters.saveBank(null, req.body, currentUser(req).id),
  });
  r.put(`${B}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Edit a company bank account',
      params: IdParam,
      body: BankInput,
      response: { 200: BankView, ...errorResponses },
    },
    handler: async (req) => masters.saveBank(req.params.id, req.body, currentUser(req).id),
  });
  r.get('/api/merchant/accounting/banks', {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'Accounts a merchant may deposit into',
      response: { 200: z.array(z.object({ id: z.number(), label: z.string() })), ...errorResponses },
    },
    handler: async () => masters.activeBanks(),
  });
  r.get('/api/backend/masters/bank-options', {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Active company accounts, for back-office forms',
      response: { 200: z.array(z.object({ id: z.number(), label: z.string() })), ...errorResponses },
    },
    handler: async () => masters.activeBanks(),
  });

  r.get(`${I}/:id`, {
    config: { access: ADMIN },
    schema: { tags, summary: 'An ID type', params: IdParam, response: { 200: IdTypeView, ...errorResponses } },
    handler: async (req) => masters.idType(req.params.id),
  });
  r.post(I, {
    config: { access: ADMIN },
    schema: { tags, summary: 'Add an ID type', body: IdTypeInput, response: { 200: IdTypeView, ...errorResponses } },
    handler: async (req) => masters.saveIdType(null, req.body, currentUser(req).id),
  });
  r.put(`${I}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Edit an ID type',
      params: IdParam,
      body: IdTypeInput,
      response: { 200: IdTypeView, ...errorResponses },
    },
    handler: async (req) => masters.saveIdType(req.params.id, req.body, currentUser(req).id),
  });

  r.get(C, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Stored API credentials, masked',
      response: { 200: z.array(CredentialView), ...errorResponses },
    },
    handler: async () => masters.credentials(),
  });
  r.put(C, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Save (or replace) a credential; it is never returned in clear',
      body: CredentialInput,
      response: { 200: z.array(CredentialView), ...errorResponses },
    },
    handler: async (req) => masters.saveCredential(req.body, currentUser(req).id),
  });
  r.delete(`${C}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Remove a credential',
      params: IdParam,
      response: { 200: z.array(CredentialView), ...errorResponses },
    },
    handler: async (req) => masters.deleteCredential(req.params.id, currentUser(req).id),
  });
}
