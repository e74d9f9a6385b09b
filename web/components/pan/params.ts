import type { MessageId } from '../../../contract/i18n';
import { ACK_NO_RE } from '../../../contract/nsdl-pan';

/** The acknowledgement number as typed, without the spaces people copy from NSDL's mail. */
export const cleanAckNo = (v: string) => v.replace(/\s+/g, '');

/** The words of a wrong acknowledgement number (panPages catalogue); the screen shows them with t(). */
export const ACK_NO_LENGTH = 'panPages.verify.ackLength' satisfies MessageId;

/** What is wrong with an acknowledgement number: while typing only non-digits, when it is sent also the length. */
export function ackNoProblem(v: string, final: boolean): MessageId | undefined {
  if (/\D/.test(v)) return 'panPages.verify.ackDigitsOnly';
  if (final && !ACK_NO_RE.test(v)) return ACK_NO_LENGTH;
  return undefined;
}

/** An application id from the address, or null when it is not a positive whole number. */
export { idParam } from '../requests/RequestPageFrame';
