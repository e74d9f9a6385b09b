import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KycForm } from '../../contract/kyc';
import { AppError, conflict, day, fieldError, msg, text } from './errors';
import { installErrorHandler } from './http';
import { contractText, errorText, requestLocale, translate } from './i18n';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/fixed', async () => {
    throw conflict('No such application.');
  });
  r.get('/parts', async () => {
    throw new AppError(409, msg('errors.zod.tooShort', { minimum: 3 }));
  });
  r.get('/field', async () => {
    throw fieldError('gender', 'Choose a gender');
  });
  r.get('/courier', async () => {
    const said = { company: 'DTDC', docketNo: 'D12345', state: text('Received', 'lower'), date: day('2026-11-29') };
    throw new AppError(409, msg('errors.couriers.decidedAlreadyOn', said), {
      applicationIds: ['No such application.', msg('errors.couriers.inAnotherCourier', { tokenNo: 'N0000123' })],
    });
  });
  r.post('/kyc', { schema: { body: KycForm.pick({ aadhaarNo: true, bankName: true }) } }, async () => 'ok');
  r.post('/short', { schema: { body: z.object({ name: z.string().min(3).max(5) }) } }, async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const call = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });

describe("server answers in the caller's language (decision 0075)", () => {
  it('says a fixed sentence in English as written, and in Hindi from the errors catalogue', async () => {
    expect((await call('/fixed')).json()).toEqual({ message: 'No such application.' });
    const hi = (await call('/fixed', hindi)).json();
    expect(hi.message).toBe(translate('hi', 'errors.noSuchApplication_wvbpjv'));
    expect(hi.message).toMatch(/[\u0900-\u097F]/);
  });

  it('renders a sentence with parts from its id and values', async () => {
    expect((await call('/parts')).json().message).toBe('Enter at least 3 characters');
    expect((await call('/parts', hindi)).json().message).toContain('3');
    expect((await call('/parts', hindi)).json().message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('says field messages in the language too, the sentence and the field the same', async () => {
    const hi = (await call('/field', hindi)).json();
    expect(hi.errors.gender).toEqual([hi.message]);
    expect(hi.message).toMatch(/[\u0900-\u097F]/);
  });

  it("says the contract validators' words, and zod's own by their code, in Hindi; English keeps them", async () => {
    const body = { aadhaarNo: '1234', bankName: 'SBI' };
    const en = (await call('/kyc', {}, body)).json();
    expect(en.errors.aadhaarNo[0]).toBe('Aadhaar has 12 digits');
    const hi = (await call('/kyc', hindi, body)).json();
    expect(hi.errors.aadhaarNo[0]).toBe(errorText('hi', 'Aadhaar has 12 digits'));
    expect(hi.errors.aadhaarNo[0]).toMatch(/[\u0900-\u097F]/);
    const short = (await call('/short', hindi, { name: 'ab' })).json();
    expect(short.errors.name).toEqual([translate('hi', 'errors.zod.tooShort', { minimum: 3 })]);
    expect((await call('/short', {}, { name: 'ab' })).json().errors.name[0]).toMatch(/>=3 characters/);
  });

  it('says the contract words, dates and field messages of a sentence with parts in the language', async () => {
    expect((await call('/courier')).json()).toEqual({
      message: 'Courier DTDC D12345 was already marked received on 29-Nov-2026, so it cannot be changed now.',
      errors: { applicationIds: ['No such application.', 'Application N0000123 is already in another courier.'] },
    });
    expect((await call('/courier', hindi)).json()).toEqual({
      message: 'कूरियर DTDC D12345 29-नव॰-2026 को पहले ही “मिल गया” मार्क हो चुका है, इसलिए अब इसे बदला नहीं जा सकता।',
      errors: {
        applicationIds: ['ऐसा कोई आवेदन नहीं मिला।', 'आवेदन N0000123 पहले से किसी दूसरे कूरियर में है।'],
      },
    });
  });

  it('takes the first language we speak from Accept-Language, else English', () => {
    const of = (h?: string) => requestLocale({ headers: { 'accept-language': h } });
    expect(of('hi-IN,hi;q=0.9')).toBe('hi');
    expect(of('fr-FR,hi;q=0.5')).toBe('hi');
    expect(of('fr-FR')).toBe('en');
    expect(of(undefined)).toBe('en');
  });

  it("gives the contract's labels in a language, and other words back as they are", () => {
    expect(contractText('en', 'Waiting for verification')).toBe('Waiting for verification');
    expect(contractText('hi', 'Waiting for verification')).toMatch(/[\u0900-\u097F]/);
    expect(contractText('hi', 'Ramesh Kumar')).toBe('Ramesh Kumar');
  });
});
