import { z } from 'zod';
import { MOBILE_RE } from '../india';
import { ConsentBody } from '../privacy/notice';
import { CARD_VENDORS } from './products';

/** docs/product.md#records-and-fields card application form; docs/product.md#input-rules: every field a required string. */
export const CardApplication = z.object({
  appMode: z.string({ message: 'Required' }).trim().min(1, 'Required').max(10, 'At most 10 characters').default('S'),
  cardVendor: z.enum(CARD_VENDORS, { message: 'Choose the card' }),
  name: z
    .string({ message: 'Required' })
    .trim()
    .overwrite((v) => v.replace(/\s+/g, ' '))
    .min(1, 'Required')
    .max(100, 'At most 100 characters'),
  mobileNo: z
    .string({ message: 'Required' })
    .trim()
    .min(1, { message: 'Required', abort: true })
    .regex(MOBILE_RE, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
});
export type CardApplicationInput = z.input<typeof CardApplication>;

/** What the referral form sends: the customer's details and the consent the agent ticked (decision 0067). */
export const CardApplyBody = CardApplication.extend({ consent: ConsentBody.optional() });
export type CardApplyBody = z.output<typeof CardApplyBody>;
export type CardApplicationData = z.output<typeof CardApplication>;
