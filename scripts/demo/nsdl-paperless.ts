import { consentOf } from '../../contract/privacy/notice';
import type { PaperlessInput } from '../../contract/nsdl-paperless';
import type { AppContext } from '../../server/context';
import { memorySandboxStore, sandboxProvider, SANDBOX_OTP } from '../../server/integrations/protean-sandbox';
import type { AuthUser } from '../../server/lib/access';
import type { EkycProviders } from '../../server/modules/nsdl-paperless/providers';
import { sandboxKey } from '../../server/modules/nsdl-paperless/providers';
import { createPaperlessService, PAPERLESS } from '../../server/modules/nsdl-paperless/service';
import { backdateRequest, daysAgo } from './context';

type Outcome = 'draft' | 'with_provider' | 'acknowledged' | 'failed' | 'expired';
type Plan = { data: PaperlessInput; daysAgo: number; outcome: Outcome };

const person = (
  firstName: string,
  lastName: string,
  gender: 'M' | 'F',
  dob: string,
  mobile: string,
): PaperlessInput => ({
  appType: 'N',
  title: gender === 'M' ? 'Shri' : 'Kumari',
  firstName,
  middleName: '',
  lastName,
  gender,
  dob,
  mobile,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.in`,
  card: 'epan_only',
  existingPan: '',
});

const PLANS: Record<string, Plan[]> = {
  merchant1: [
    { data: person('Omkar', 'Pawar', 'M', '2003-06-14', '9890200001'), daysAgo: 23, outcome: 'acknowledged' },
    { data: person('Sayali', 'Kadam', 'F', '2004-01-22', '9890200002'), daysAgo: 16, outcome: 'failed' },
    { data: person('Tejas', 'Nikam', 'M', '2002-09-30', '9890200003'), daysAgo: 10, outcome: 'expired' },
    { data: person('Prachi', 'Sawant', 'F', '2005-03-03', '9890200004'), daysAgo: 4, outcome: 'acknowledged' },
    { data: person('Yash', 'Mohite', 'M', '2001-11-11', '9890200005'), daysAgo: 0, outcome: 'with_provider' },
    { data: person('Aarti', 'Lokhande', 'F', '2000-07-19', '9890200006'), daysAgo: 0, outcome: 'draft' },
  ],
  merchant2: [
    { data: person('Dhruv', 'Solanki', 'M', '2004-05-05', '9890200007'), daysAgo: 6, outcome: 'acknowledged' },
  ],
};

/**
 * NSDL PAN paperless through the paperless service and the built-in e-KYC sandbox (a memory store: the
 * seed plays the applicant on the sandbox page, the test OTP included). Confirming charges; a failed
 * e-KYC refunds; one is left with the provider, one marked expired by the back office. Called once per shop.
 */
export async function seedPaperless(ctx: AppContext, userName: string, shop: AuthUser, admin: AuthUser) {
  const plans = PLANS[userName];
  if (!plans) return;
  const sandbox = sandboxProvider(ctx.config.publicUrl, sandboxKey(ctx.secrets.encryptionKey), memorySandboxStore());
  const providers: EkycProviders = {
    current: async () => sandbox,
    named: async (name) => (name === 'sandbox' ? sandbox : null),
    sandbox: async () => sandbox,
  };
  const paperless = createPaperlessService(ctx, { providers });
  for (const [i, p] of plans.entries()) {
    const { id } = await paperless.requests.create(shop, PAPERLESS, p.data);
    if (p.outcome !== 'draft') {
      const sent = await paperless.confirm(shop, id, consentOf());
      if (p.outcome === 'acknowledged' || p.outcome === 'failed') {
        const page = await sandbox.sandboxOutcome(sent.encData, {
          aadhaar: `5${String(734_829_105_62 + i)}`.slice(0, 12),
          otp: SANDBOX_OTP,
          outcome: p.outcome === 'failed' ? 'EKYC010' : 'success',
        });
        if (page.kind !== 'result') throw new Error('Demo seed: the e-KYC sandbox refused the form');
        await paperless.returned(page.encData);
      }
      if (p.outcome === 'expired')
        await paperless.requests.move(admin, PAPERLESS, id, 'expire', {
          remark: 'The applicant did not finish the e-KYC.',
        });
    }
    await backdateRequest(ctx.database, id, daysAgo(p.daysAgo, 12 + (i % 4)), 1);
  }
}
