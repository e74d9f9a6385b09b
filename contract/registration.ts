import { z } from 'zod';
import { INDIAN_STATES, MOBILE_RE, PIN_RE, ageOn } from './india';
import { MASTER_ID_MAX } from './masters';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(60, 'At most 60 characters')
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, `${label} may contain letters, spaces, dots, apostrophes and hyphens only`);

/** Public registration form (docs/product.md#records-and-fields registration fields, less what the server fills in). */
export const RegistrationRequest = z.object({
  fName: name('First name'),
  lName: name('Last name'),
  fatherName: name("Father's name"),
  gender: z.enum(['M', 'F', 'T'], { message: 'Choose a gender' }),
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date')
    .refine((v) => ageOn(v) >= 18, 'You must be at least 18 years old')
    .refine((v) => ageOn(v) <= 100, 'Check the year of birth'),
  mobileNo: z.string().trim().regex(MOBILE_RE, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
  emailId: z.email('Enter a valid email address').trim().toLowerCase().max(120),
  idType: z.coerce
    .number({ message: 'Choose the ID type' })
    .int()
    .positive('Choose the ID type')
    .max(MASTER_ID_MAX, 'Choose the ID type'),
  shopName: z.string().trim().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  address1: z.string().trim().min(3, 'At least 3 characters').max(120, 'At most 120 characters'),
  address2: z.string().trim().max(120, 'At most 120 characters').default(''),
  address3: z.string().trim().max(120, 'At most 120 characters').default(''),
  district: z.string().trim().min(2, 'Required').max(60, 'At most 60 characters'),
  state: z.enum(INDIAN_STATES, { message: 'Choose a state or union territory' }),
  pin: z.string().trim().regex(PIN_RE, 'PIN must be 6 digits'),
  captcha: z.string().trim().min(1, 'Required').max(20),
});
export type RegistrationRequest = z.input<typeof RegistrationRequest>;

export const RegistrationReceipt = z.object({ refNo: z.string(), dated: z.string(), message: z.string() });

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** docs/product.md#records-and-fields registration, as the back office reviews it. */
export const RegistrationDetails = z.object({
  id: z.number(),
  refNo: z.string(),
  dated: z.string(),
  fName: z.string(),
  lName: z.string(),
  fatherName: z.string(),
  gender: z.string(),
  dob: z.string(),
  mobileNo: z.string(),
  emailId: z.string(),
  idName: z.string(),
  shopName: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  district: z.string(),
  state: z.string(),
  pin: z.string(),
  clientIp: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  remark: z.string().nullable(),
});
export type RegistrationDetails = z.infer<typeof RegistrationDetails>;

const Option = z.object({ label: z.string(), value: z.string() });

/** docs/product.md#records-and-fields approval-details response. */
export const ApprovalDetails = z.object({ mobileNo: z.string(), pkgs: z.array(Option), idtypes: z.array(Option) });

/** docs/product.md#input-rules: packageId a string with no minimum; idType, userName, password required ('Required'); remark optional. */
const required = z.string({ message: 'Required' }).trim().min(1, { message: 'Required', abort: true });
export const ApprovalForm = z.object({
  packageId: z.string(),
  // A select may hand over a number (docs/product.md#input-rules); the value is an id either way.
  idType: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), required),
  userName: required.max(50, 'At most 50 characters').regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only'),
  password: required.min(8, 'At least 8 characters').max(128, 'At most 128 characters'),
  remark: z.string().trim().max(500, 'At most 500 characters').nullish(),
});
export type ApprovalForm = z.input<typeof ApprovalForm>;

export const RejectionForm = z.object({ remark: required.max(500, 'At most 500 characters') });
export type RejectionForm = z.infer<typeof RejectionForm>;
