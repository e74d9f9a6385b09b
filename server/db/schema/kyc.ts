import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { storedFiles } from './files';

/**
 * One row per KYC submission; the newest row of a user is its KYC state
 * (none → not_submitted; submitted → approved | rejected; rejected → a new submission).
 * Aadhaar and bank account numbers are sealed with ENCRYPTION_KEY; only their last four digits are kept in clear.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['submitted', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    aadhaarSealed: text('aadhaar_sealed').notNull(),
    aadhaarLast4: text('aadhaar_last4').notNull(),
    /** Keyed hash of the Aadhaar number, for exact look-ups (an erasure request); null on rows sealed before it. */
    aadhaarHash: text('aadhaar_hash'),
    panNo: text('pan_no').notNull(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    addressProofFileId: uuid('address_proof_file_id')
      .notNull()
      .references(() => storedFiles.id),
    photoFileId: uuid('photo_file_id')
      .notNull()
      .references(() => storedFiles.id),
    shopPhotoFileId: uuid('shop_photo_file_id')
      .notNull()
      .references(() => storedFiles.id),
    remark: text('remark'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_user_idx').on(t.userId, t.id), index('kyc_status_created_idx').on(t.status, t.createdAt)],
);
