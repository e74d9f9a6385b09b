import { z } from 'zod';
import { ConsentRecord } from '../privacy/notice';
import { CropKindSchema, DocumentKindSchema } from './documents';
import { AppType, PanApplicationData, PanCategorySchema } from './form';
import { ACK_NO_RE } from './rules';
import { AllowedAction, RequestEvent } from '../requests';

/** Shapes of the calls: bodies, an application's detail, list rows and dashboards. */

export const CreateApplication = z.object({ category: PanCategorySchema, appType: AppType, data: PanApplicationData });
export type CreateApplication = z.input<typeof CreateApplication>;
export const SaveApplication = z.object({ data: PanApplicationData });

export const ApplicationFile = z.object({
  id: z.string(),
  kind: DocumentKindSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
  uploadedAt: z.string(),
});
export type ApplicationFile = z.infer<typeof ApplicationFile>;

export const ApplicationCrop = z.object({
  kind: CropKindSchema,
  fileId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  box: z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() }),
  createdAt: z.string(),
});
export type ApplicationCrop = z.infer<typeof ApplicationCrop>;

export const CropRequest = z.object({
  fileId: z.string().uuid(),
  kind: CropKindSchema,
  box: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(20),
    height: z.number().int().min(20),
  }),
});
export type CropRequest = z.infer<typeof CropRequest>;

/** One line of the timeline: the request engine's event. */
export const ApplicationEvent = RequestEvent;
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

const ProblemSchema = z.object({
  field: z.string(),
  section: z.string(),
  message: z.string(),
  kind: z.enum(['format', 'missing']),
});

export const ApplicationDetail = z.object({
  id: z.number().int(),
  tokenNo: z.string(),
  category: PanCategorySchema,
  appType: AppType,
  state: z.string(),
  stateLabel: z.string(),
  name: z.string(),
  data: PanApplicationData,
  ackNo: z.string().nullable(),
  /** Price charged at submission (rupees), or the price it will be charged (draft). */
  amount: z.number(),
  merchant: z.object({ code: z.string(), name: z.string() }),
  createdBy: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  remark: z.string().nullable(),
  reappliedFrom: z.object({ id: z.number().int(), tokenNo: z.string() }).nullable(),
  reappliedAs: z.object({ id: z.number().int(), tokenNo: z.string() }).nullable(),
  problems: z.array(ProblemSchema),
  missingDocuments: z.array(DocumentKindSchema),
  /** When retention deleted the application's documents (docs/decisions/0068); the record stays. */
  documentsDeletedAt: z.string().nullable().optional(),
  /** The applicant's consent to the privacy notice, as given at submission (decision 0067). */
  consent: ConsentRecord.nullable().optional(),
  files: z.array(ApplicationFile),
  crops: z.array(ApplicationCrop),
  events: z.array(ApplicationEvent),
  courier: z.object({ id: z.number().int(), company: z.string(), docketNo: z.string(), state: z.string() }).nullable(),
  /** What the reader may do now (workflow moves and the service's own actions), computed by the server. */
  allowedActions: z.array(AllowedAction),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

export const Remark = z.object({ remark: z.string().trim().min(1, 'Required').max(500) });
export const OptionalRemark = z.object({ remark: z.string().trim().max(500).optional() });
export const AckNoBody = z.object({
  ackNo: z.string().trim().regex(ACK_NO_RE, 'The acknowledgement number is 15 digits'),
});

/** One row of any application list. */
export const ApplicationRow = z.object({
  id: z.number().int(),
  token_no: z.string(),
  dated: z.string(),
  category: z.string(),
  app_type: z.string(),
  name: z.string(),
  mobile: z.string(),
  state: z.string(),
  ack_no: z.string().nullable(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  amount: z.number(),
  remark: z.string().nullable(),
  updated_at: z.string(),
  /** Token of the application a rejected one was reapplied as (not a column of the table). */
  reapplied_as: z.string().nullable().optional(),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

export const StateCounts = z.record(z.string(), z.number().int());
export const MerchantPanDashboard = z.object({
  counts: StateCounts,
  today: z.object({ drafts: z.number().int(), submitted: z.number().int(), acknowledged: z.number().int() }),
});
export type MerchantPanDashboard = z.infer<typeof MerchantPanDashboard>;
export const BackendPanDashboard = z.object({
  counts: StateCounts,
  today: z.object({
    submitted: z.number().int(),
    verified: z.number().int(),
    rejected: z.number().int(),
    acknowledged: z.number().int(),
    completed: z.number().int(),
  }),
  oldestWaiting: z.array(
    z.object({
      id: z.number().int(),
      token_no: z.string(),
      name: z.string(),
      merchant_code: z.string(),
      submitted_at: z.string(),
    }),
  ),
});
export type BackendPanDashboard = z.infer<typeof BackendPanDashboard>;
