import {
  GstFilingData,
  GstRegistrationData,
  filingListFields,
  filingProblems,
  registrationListFields,
  registrationProblems,
  requiredFilingDocuments,
  requiredRegistrationDocuments,
} from '../../../contract/gst';
import { indiaToday } from '../requests/engine';
import { parseOr, type FormRules } from '../requests/forms';

/* What differs between GST's two forms: the data's schema, its checks, its documents and the columns copied out for lists. */

export const REGISTRATION_FORM: FormRules<GstRegistrationData> = {
  parse: parseOr(GstRegistrationData, () => GstRegistrationData.parse({})),
  problems: registrationProblems,
  required: requiredRegistrationDocuments,
  listFields: registrationListFields,
};

export const FILING_FORM: FormRules<GstFilingData> = {
  parse: parseOr(GstFilingData, () => GstFilingData.parse({})),
  // A filing's period is "not yet ended" relative to today in India.
  problems: (d) => filingProblems(d, indiaToday()),
  required: requiredFilingDocuments,
  listFields: filingListFields,
};
