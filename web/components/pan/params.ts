import { ACK_NO_RE } from '../../../contract/nsdl-pan';

export const ACK_NO_MESSAGE = 'The acknowledgement number is 15 digits';

/** The acknowledgement number as typed, without the spaces people copy from NSDL's mail. */
export const cleanAckNo = (v: string) => v.replace(/\s+/g, '');

/** What is wrong with an acknowledgement number: while typing only non-digits, when it is sent also the length. */
export function ackNoProblem(v: string, final: boolean): string | undefined {
  if (/\D/.test(v)) return 'Digits only';
  if (final && !ACK_NO_RE.test(v)) return ACK_NO_MESSAGE;
  return undefined;
}

/** An application id from the address, or null when it is not a positive whole number. */
export { idParam } from '../requests/RequestPageFrame';
