import { PAN_ACTION_LABELS, PAN_WORKFLOW } from '../../../contract/nsdl-pan/workflow';
import type { RequestLook } from '../requests';

/** NSDL PAN's states and history lines as the shared request components draw them. */
export const PAN_LOOK: RequestLook = { ...PAN_WORKFLOW, eventLabels: PAN_ACTION_LABELS };
