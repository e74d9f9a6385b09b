import { REVEAL_SECONDS, type RevealAadhaarAnswer, type RevealAadhaarBody } from '../../../contract/aadhaar';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycSubmissions } from '../../db/schema/kyc';
import {
  KycForm,
  KYC_FILE_MAX_BYTES,
  KYC_FILES,
  type KycReview,
  type KycStatus,
  type KycView,
} from '../../../contract/kyc';
import { scrubAadhaar } from '../../../contract/aadhaar';
import type { AadhaarVault } from '../../lib/aadhaar-vault';
import { AppError, conflict, msg, notFound, text } from '../../lib/errors';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { recordEvent } from '../../lib/audit';
import { storedFileOf, storeUpload, validateUpload, type CleanUpload, type UploadRule } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import type { MailService } from '../mail/service';
import { catalogueMail, recipientLocale } from '../mail/language';
import { notifyBackOffice, reasonSaid, reasonText, said } from '../notifications/service';
import { recordAccess, type Accessor } from '../privacy/access-log';
import { audited, moveRecord } from '../requests/move';
import { accountCard } from '../users/read-model';
import { canMove, movesInto } from './states';

type FileField = (typeof KYC_FILES)[number];

const RULES: Record<FileField, UploadRule> = {
  addressProof: {
    mimes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: KYC_FILE_MAX_BYTES,
    maxSide: 8000,
    label: 'a PDF, JPEG or PNG file',
  },
  photo: {
    mimes: ['image/jpeg', 'image/png'],
    maxBytes: KYC_FILE_MAX_BYTES,
    maxSide: 8000,
    label: 'a JPEG or PNG image',
  },
  shopPhoto: {
    mimes: ['image/jpeg', 'image/png'],
    maxBytes: KYC_FILE_MAX_BYTES,
    maxSide: 8000,
    label: 'a JPEG or PNG image',
  },
};

const FILE_COLUMN: Record<FileField, 'addressProofFileId' | 'photoFileId' | 'shopPhotoFileId'> = {
  addressProof: 'addressProofFileId',
  photo: 'photoFileId',
  shopPhoto: 'shopPhotoFileId',
};

type Row = typeof kycSubmissions.$inferSelect;

const FIELD_LABELS: Record<string, string> = {
  aadhaarNo: 'Aadhaar number',
  panNo: 'PAN',
  bankName: 'Bank name',
  accountHolder: 'Account holder',
  accountNo: 'Account number',
  ifsc: 'IFSC',
  addressProof: 'Address proof',
  photo: 'Photo',
  shopPhoto: 'Shop photo',
};

function view(row: Row | undefined): KycView {
  if (!row)
    return {
      id: null,
      status: 'not_submitted',
      remark: null,
      submittedAt: null,
      decidedAt: null,
      aadhaarMasked: null,
      panNo: null,
      bankName: null,
      accountHolder: null,
      accountMasked: null,
      ifsc: null,
    };
  return {
    id: row.id,
    status: row.status,
    remark: row.remark,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    aadhaarMasked: `XXXX XXXX ${row.aadhaarLast4}`,
    panNo: row.panNo,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountMasked: `XXXXXX${row.accountLast4}`,
    ifsc: row.ifsc,
  };
}

export function createKycService(
  db: Db,
  storage: Storage,
  mail: MailService,
  encryptionKey: string,
  vault: AadhaarVault,
) {
  async function latest(userId: number): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(desc(kycSubmissions.id))
      .limit(1);
    return row;
  }

  async function decide(
    id: number,
    to: 'approved' | 'rejected',
    remark: string | null,
    actor: { id: number; ip: string | null },
  ) {
    const mailId = await db.transaction(async (tx) => {
      const { userId, account: u } = await moveRecord(tx, {
        noun: text('KYC', 'KYC submission'),
        action: `kyc_${to}`,
        actorId: actor.id,
        lock: async () => (await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update'))[0],
        state: (row) => row.status,
        from: movesInto(to),
        to,
        refused: (row) => conflict(msg('errors.kyc.alreadyMoved', { status: row.status })),
        async check(tx, row) {
          const [newest] = await tx
            .select({ id: kycSubmissions.id })
            .from(kycSubmissions)
            .where(eq(kycSubmissions.userId, row.userId))
            .orderBy(desc(kycSubmissions.id))
            .limit(1);
          if (newest.id !== row.id) throw conflict('A newer KYC submission exists for this user; review that one.');
        },
        async write(tx, row) {
          await tx
            .update(kycSubmissions)
            .set({ status: to, remark, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
            .where(eq(kycSubmissions.id, id));
          return { userId: row.userId, account: await accountCard(tx, row.userId) };
        },
        record: audited('kyc', () => id, actor.ip),
        remark: () => remark,
        // Told to the account whose KYC it is, on its own KYC page (a shop's staff member has /kyc/staff).
        announce: ({ userId, account }) => ({
          to: { users: [userId] },
          said: {
            topic: `kyc.${to}`,
            title: to === 'approved' ? 'KYC approved' : 'KYC rejected',
            text:
              to === 'approved'
                ? 'All services are now open to you.'
                : `${reasonText(remark)} Correct it and submit your KYC again.`,
            message:
              to === 'approved'
                ? { title: said('notices.kyc.approved.title'), text: [said('notices.kyc.approved.text')] }
                : {
                    title: said('notices.kyc.rejected.title'),
                    text: [...reasonSaid(remark), said('notices.kyc.rejected.text')],
                  },
            link: account?.merchantKind === 'staff' ? PORTAL_PAGES.kyc.staff : PORTAL_PAGES.kyc.merchant,
            tone: to === 'approved' ? 'good' : 'bad',
          },
        }),
      });
      if (!u?.email) return null;
      return mail.queue(
        tx,
        catalogueMail(await recipientLocale(tx, userId), u.email, to === 'approved' ? 'kycApproved' : 'kycRejected', {
          name: u.name,
          remark: remark ?? '',
        }),
      );
    });
    if (mailId) await mail.deliver([mailId]);
  }

  return {
    async status(userId: number): Promise<KycStatus> {
      return (await latest(userId))?.status ?? 'not_submitted';
    },

    async mine(userId: number): Promise<KycView> {
      return view(await latest(userId));
    },

    /** Validates every field and file first; nothing is stored unless all of it is right. */
    async submit(
      userId: number,
      fields: Record<string, string>,
      files: Partial<Record<FileField, { data: Buffer; filename: string }>>,
      ip: string | null,
    ): Promise<KycView> {
      const current = (await latest(userId))?.status ?? 'not_submitted';
      if (!canMove(current, 'submitted'))
        throw conflict(
          current === 'approved' ? 'Your KYC is already approved.' : 'Your KYC is already waiting for review.',
        );
      const parsed = KycForm.safeParse(fields);
      const errors: Record<string, string[]> = {};
      if (!parsed.success)
        for (const i of parsed.error.issues) (errors[String(i.path[0] ?? '_')] ??= []).push(i.message);
      const clean: Partial<Record<FileField, CleanUpload>> = {};
      for (const field of KYC_FILES) {
        const f = files[field];
        if (!f) {
          (errors[field] ??= []).push('Required');
          continue;
        }
        try {
          clean[field] = await validateUpload(field, f.data, RULES[field]);
        } catch (e) {
          if (e instanceof AppError) (errors[field] ??= []).push(...(e.errors?.[field] ?? [e.message]));
          else throw e;
        }
      }
      if (Object.keys(errors).length > 0 || !parsed.success) {
        const [field, msgs] = Object.entries(errors)[0];
        throw new AppError(400, `${FIELD_LABELS[field] ?? field}: ${msgs[0]}`, errors);
      }
      const form = parsed.data;
      const row = await db.transaction(async (tx) => {
        const ids: Partial<Record<FileField, string>> = {};
        for (const field of KYC_FILES) {
          const c = clean[field]!;
          ids[field] = (
            await storeUpload(tx, storage, {
              ownerId: userId,
              purpose: `kyc_${field}`,
              data: c.data,
              mime: c.mime,
              originalName: files[field]!.filename,
            })
          ).id;
        }
        const [inserted] = await tx
          .insert(kycSubmissions)
          .values({
            userId,
            aadhaarSealed: encryptSecret(form.aadhaarNo, encryptionKey),
            aadhaarLast4: form.aadhaarNo.slice(-4),
            aadhaarHash: vault.hash(form.aadhaarNo),
            panNo: form.panNo,
            bankName: form.bankName,
            accountHolder: form.accountHolder,
            accountSealed: encryptSecret(form.accountNo, encryptionKey),
            accountLast4: form.accountNo.slice(-4),
            ifsc: form.ifsc,
            addressProofFileId: ids.addressProof!,
            photoFileId: ids.photo!,
            shopPhotoFileId: ids.shopPhoto!,
          })
          .returning();
        await recordEvent(tx, {
          actorId: userId,
          action: 'kyc_submitted',
          entityType: 'kyc',
          entityId: inserted.id,
          fromState: current,
          toState: 'submitted',
          ip,
        });
        await notifyBackOffice(tx, 'kyc', PORTAL_PAGES.backend.kyc);
        return inserted;
      });
      return view(row);
    },

    async review(id: number): Promise<KycReview> {
      const [k] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
      if (!k) throw notFound('No such KYC submission.');
      const u = await accountCard(db, k.userId);
      if (!u) throw notFound('No such KYC submission.');
      const files = [];
      for (const field of KYC_FILES) {
        const f = await storedFileOf(db, k[FILE_COLUMN[field]]);
        files.push({ field, mime: f!.mime });
      }
      return {
        ...view(k),
        userCode: u.code,
        userName: u.userName,
        displayName: u.name,
        kind: u.merchantKind ?? null,
        accountNo: decryptSecret(k.accountSealed, encryptionKey),
        files,
      };
    },

    /**
     * The whole Aadhaar number of a submission, for a back-office user who gave a reason. The access-log row
     * is written in the same transaction as the read, so a number shown is always logged.
     */
    async revealAadhaar(id: number, body: RevealAadhaarBody, by: Accessor): Promise<RevealAadhaarAnswer> {
      return db.transaction(async (tx) => {
        const [k] = await tx
          .select({ sealed: kycSubmissions.aadhaarSealed, userId: kycSubmissions.userId })
          .from(kycSubmissions)
          .where(eq(kycSubmissions.id, id));
        const account = k && (await accountCard(tx, k.userId));
        if (!account) throw notFound('No such KYC submission.');
        const r = { sealed: k.sealed, code: account.code };
        await recordAccess(tx, by, {
          action: 'aadhaar_reveal',
          refType: 'kyc_submission',
          refId: id,
          refNo: r.code,
          detail: 'aadhaarNo',
          // A number typed into the reason would otherwise sit in the log in clear.
          reason: scrubAadhaar(body.reason),
        });
        return { aadhaar: decryptSecret(r.sealed, encryptionKey), field: 'aadhaarNo', seconds: REVEAL_SECONDS };
      });
    },

    /** A document of a submission. Owners may read their own; the route decides who else may. */
    async file(id: number, field: FileField): Promise<{ mime: string; data: Buffer; userId: number }> {
      const [r] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
      if (!r) throw notFound('No such KYC submission.');
      const f = (await storedFileOf(db, r[FILE_COLUMN[field]]))!;
      return { mime: f.mime, data: await storage.get(f.key), userId: r.userId };
    },

    /** Submissions waiting for review: a user's newest one, still submitted (as the KYC list and the dashboard count them). */
    async waitingCount(): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(kycSubmissions)
        .where(
          sql`${kycSubmissions.status} = 'submitted' and ${kycSubmissions.id} = (select max(k2.id)
            from kyc_submissions k2 where k2.user_id = ${kycSubmissions.userId})`,
        );
      return Number(r.n);
    },

    approve: (id: number, actor: { id: number; ip: string | null }) => decide(id, 'approved', null, actor),
    reject: (id: number, remark: string, actor: { id: number; ip: string | null }) =>
      decide(id, 'rejected', remark, actor),
  };
}

export type KycService = ReturnType<typeof createKycService>;
