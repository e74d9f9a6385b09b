import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import type { Db, Tx } from '../../db/client';
import { idSales, merchantProfiles, registrations } from '../../db/schema/onboarding';
import { openWallet } from '../wallet/ledger';
import { isUniqueViolation, nextId } from '../../db/ids';
import { AppError, conflict, fieldError, msg, notFound } from '../../lib/errors';
import { recordEvent } from '../../lib/audit';
import { checkCaptcha } from '../../lib/captcha';
import type { MastersService } from '../masters/service';
import { audited, moveRecord } from '../requests/move';
import { accountByContact, createUser, userNameInUse } from '../users/service';
import type { MailService } from '../mail/service';
import { catalogueMail, recipientLocale } from '../mail/language';
import { adoptLanguage } from '../account/language';
import { LOCALES, type Locale } from '../../../contract/i18n';
import { translate } from '../../lib/i18n';
import { notifyBackOffice } from '../notifications/service';
import { formatRupees } from '../../../contract/money';
import { MASTER_ID_MAX, masterName } from '../../../contract/masters';
import type { ApprovalForm, RegistrationDetails, RegistrationRequest } from '../../../contract/registration';
import {
  ApprovalForm as ApprovalSchema,
  RegistrationRequest as RegistrationSchema,
} from '../../../contract/registration';
import { movesInto } from './states';

/** The language a registration was made in (issue 26); null for rows from before it was recorded. */
const registeredIn = (reg: { language: string | null }): Locale | null =>
  LOCALES.find((l) => l === reg.language) ?? null;

const refNoFor = (id: number, at: Date) =>
  `REG${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** A package or ID type id as the approval form sends it (a string); null unless it can name a row. */
function masterId(value: string): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= MASTER_ID_MAX ? n : null;
}

type Registration = typeof registrations.$inferSelect;

/** A back-office decision on a pending registration, as one move (docs/decisions/0070); the rest is the caller's. */
function decision(tx: Db | Tx, id: number, actor: { id: number; ip: string | null }, to: 'approved' | 'rejected') {
  return {
    noun: msg('errors.nouns.registration'),
    action: `registration_${to}`,
    actorId: actor.id,
    lock: async () => (await tx.select().from(registrations).where(eq(registrations.id, id)).for('update'))[0],
    state: (reg: Registration) => reg.status,
    from: movesInto(to),
    to,
    record: audited('registration', (reg: Registration) => reg.id, actor.ip),
  };
}

export function createRegistrationService(
  db: Db,
  mail: MailService,
  masters: Pick<MastersService, 'choices'>,
  opts: { publicUrl: string },
) {
  /** The packages and ID types a registration may be given now. */
  async function activeChoices() {
    const all = await masters.choices();
    return { packages: all.packages.filter((p) => p.active), idTypes: all.idTypes.filter((t) => t.active) };
  }

  async function load(id: number) {
    const [r] = await db.select().from(registrations).where(eq(registrations.id, id));
    if (!r) throw notFound('No such registration.');
    const type = (await masters.choices()).idTypes.find((t) => t.id === r.idTypeId);
    return { r, idName: type?.name ?? '' };
  }

  async function assertNotTaken(mobile: string, email: string) {
    const account = await accountByContact(db, mobile, email);
    if (account) {
      if (account.mobile === mobile)
        throw new AppError(409, 'An account with this mobile number already exists.', {
          mobileNo: ['Already has an account'],
        });
      throw new AppError(409, 'An account with this email address already exists.', {
        emailId: ['Already has an account'],
      });
    }
    const [pending] = await db
      .select({ mobile: registrations.mobileNo })
      .from(registrations)
      .where(
        and(
          eq(registrations.status, 'pending'),
          sql`(${registrations.mobileNo} = ${mobile} or lower(${registrations.emailId}) = ${email.toLowerCase()})`,
        ),
      )
      .limit(1);
    if (pending) {
      if (pending.mobile === mobile)
        throw new AppError(409, 'A registration with this mobile number is already waiting for review.', {
          mobileNo: ['Already registered, awaiting review'],
        });
      throw new AppError(409, 'A registration with this email address is already waiting for review.', {
        emailId: ['Already registered, awaiting review'],
      });
    }
  }

  return {
    /** The ID types to choose from, named in the visitor's language (decision 0075). */
    async options(locale: Locale = 'en') {
      const { idTypes } = await activeChoices();
      return { idTypes: idTypes.map((t) => ({ label: masterName(t, locale), value: String(t.id) })) };
    },

    async submit(
      raw: RegistrationRequest,
      client: { ip: string | null; captchaId: string | undefined; locale?: Locale },
    ) {
      const input = RegistrationSchema.parse(raw);
      if (!(await checkCaptcha(db, client.captchaId, input.captcha))) {
        throw new AppError(400, 'The characters you entered did not match the picture. Try the new one.', {
          captcha: ['Does not match the picture'],
        });
      }
      const { idTypes } = await activeChoices();
      if (!idTypes.some((t) => t.id === input.idType)) throw fieldError('idType', 'Choose an ID type from the list.');
      await assertNotTaken(input.mobileNo, input.emailId);
      try {
        const saved = await db.transaction(async (tx) => {
          const id = await nextId(tx, 'registrations_id_seq');
          const dated = new Date();
          const refNo = refNoFor(id, dated);
          await tx.insert(registrations).values({
            id,
            refNo,
            dated,
            fName: input.fName,
            lName: input.lName,
            fatherName: input.fatherName,
            gender: input.gender,
            dob: input.dob,
            mobileNo: input.mobileNo,
            emailId: input.emailId,
            idTypeId: input.idType,
            shopName: input.shopName,
            address1: input.address1,
            address2: input.address2,
            address3: input.address3,
            district: input.district,
            state: input.state,
            pin: input.pin,
            clientIp: client.ip,
            language: client.locale ?? null,
          });
          await recordEvent(tx, {
            actorId: null,
            action: 'registration_submitted',
            entityType: 'registration',
            entityId: id,
            toState: 'pending',
            ip: client.ip,
          });
          await notifyBackOffice(tx, 'registration', PORTAL_PAGES.backend.registrations);
          const mailId = await mail.queue(
            tx,
            catalogueMail(client.locale ?? 'en', input.emailId, 'registrationReceived', {
              name: `${input.fName} ${input.lName}`,
              shopName: input.shopName,
              refNo,
            }),
          );
          return { refNo, dated, mailId };
        });
        await mail.deliver([saved.mailId]);
        return {
          refNo: saved.refNo,
          dated: saved.dated.toISOString(),
          message: translate(client.locale ?? 'en', 'outcomes.registration.thanks', { refNo: saved.refNo }),
        };
      } catch (e) {
        // Two submissions racing past the check meet the partial unique index instead.
        if (isUniqueViolation(e))
          throw conflict('A registration with this mobile number or email address is already waiting for review.');
        throw e;
      }
    },

    async details(id: number): Promise<RegistrationDetails> {
      const { r, idName } = await load(id);
      return {
        id: r.id,
        refNo: r.refNo,
        dated: r.dated.toISOString(),
        fName: r.fName,
        lName: r.lName,
        fatherName: r.fatherName,
        gender: r.gender,
        dob: r.dob,
        mobileNo: r.mobileNo,
        emailId: r.emailId,
        idName,
        shopName: r.shopName,
        address1: r.address1,
        address2: r.address2,
        address3: r.address3,
        district: r.district,
        state: r.state,
        pin: r.pin,
        clientIp: r.clientIp,
        status: r.status,
        remark: r.remark,
      };
    },

    async approvalDetails(id: number) {
      const { r } = await load(id);
      const { packages: pkgs, idTypes: types } = await activeChoices();
      return {
        mobileNo: r.mobileNo,
        pkgs: pkgs.map((p) => ({ label: p.name, value: String(p.id) })),
        idtypes: types.map((t) => ({ label: `${t.name} (${formatRupees(t.pricePaise)})`, value: String(t.id) })),
      };
    },

    async approve(id: number, raw: ApprovalForm, actor: { id: number; ip: string | null }, locale: Locale = 'en') {
      const form = ApprovalSchema.parse(raw);
      const packageId = masterId(form.packageId);
      if (packageId === null) throw fieldError('packageId', 'Choose a package.');
      const idTypeId = masterId(form.idType);
      if (idTypeId === null) throw fieldError('idType', 'Choose an ID type from the list.');
      // The package and ID type are masters' rows: chosen from what is active when the approval is made.
      const choices = await activeChoices();
      const pkg = choices.packages.find((p) => p.id === packageId);
      if (!pkg) throw fieldError('packageId', 'Choose a package from the list.');
      const type = choices.idTypes.find((t) => t.id === idTypeId);
      if (!type) throw fieldError('idType', 'Choose an ID type from the list.');
      const result = await db.transaction(async (tx) => {
        const { reg, user } = await moveRecord(tx, {
          ...decision(tx, id, actor, 'approved'),
          async check(tx) {
            if (await userNameInUse(tx, form.userName))
              throw new AppError(409, 'This user name is already taken.', { userName: ['Already taken'] });
          },
          async write(tx, reg) {
            const user = await createUser(tx, {
              userName: form.userName,
              displayName: `${reg.fName} ${reg.lName}`,
              role: 'merchant',
              merchantKind: 'owner',
              password: form.password,
              email: reg.emailId,
              mobile: reg.mobileNo,
            });
            await tx.insert(merchantProfiles).values({
              userId: user.id,
              registrationId: reg.id,
              packageId,
              idTypeId,
              shopName: reg.shopName,
              fatherName: reg.fatherName,
              gender: reg.gender,
              dob: reg.dob,
              address1: reg.address1,
              address2: reg.address2,
              address3: reg.address3,
              district: reg.district,
              state: reg.state,
              pin: reg.pin,
            });
            await openWallet(tx, user.id);
            // The new account starts in the language its applicant registered in (issue 26).
            const language = registeredIn(reg);
            if (language) await adoptLanguage(tx, user.id, language);
            await tx.insert(idSales).values({
              userId: user.id,
              idTypeId,
              registrationId: reg.id,
              pricePaise: type.pricePaise,
              soldBy: actor.id,
            });
            await tx
              .update(registrations)
              .set({
                status: 'approved',
                remark: form.remark ?? null,
                decidedBy: actor.id,
                decidedAt: new Date(),
                userId: user.id,
                updatedAt: new Date(),
              })
              .where(eq(registrations.id, id));
            return { reg, user };
          },
          remark: () => form.remark ?? null,
        });
        const mailId = await mail.queue(
          tx,
          catalogueMail(
            await recipientLocale(tx, user.id, registeredIn(reg) ?? 'en'),
            reg.emailId,
            'registrationApproved',
            {
              name: `${reg.fName} ${reg.lName}`,
              refNo: reg.refNo,
              userName: form.userName,
              code: user.code,
              signInUrl: `${opts.publicUrl}/auth/login`,
            },
          ),
        );
        return { code: user.code, mailId };
      });
      await mail.deliver([result.mailId]);
      return {
        message: translate(locale, 'outcomes.registration.approved', { code: result.code }),
        code: result.code,
      };
    },

    async reject(id: number, remark: string, actor: { id: number; ip: string | null }, locale: Locale = 'en') {
      const mailId = await db.transaction(async (tx) => {
        const reg = await moveRecord(tx, {
          ...decision(tx, id, actor, 'rejected'),
          async write(tx, reg) {
            await tx
              .update(registrations)
              .set({ status: 'rejected', remark, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
              .where(eq(registrations.id, id));
            return reg;
          },
          remark: () => remark,
        });
        // The applicant has no account, so no saved language: the one they registered in (English for older rows).
        return mail.queue(
          tx,
          catalogueMail(registeredIn(reg) ?? 'en', reg.emailId, 'registrationRejected', {
            name: `${reg.fName} ${reg.lName}`,
            refNo: reg.refNo,
            remark,
          }),
        );
      });
      await mail.deliver([mailId]);
      return { message: translate(locale, 'outcomes.registration.rejected') };
    },
  };
}
