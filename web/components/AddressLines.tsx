import { addressLines } from '../../contract/site-text';
import type { BusinessInfo } from '../../contract/site';

/**
 * The head office's address, a line each. The server fills a prerendered page's address in this same shape
 * (contract/site-text.ts, fillBusinessInfo): change one, change the other (web/business-info-fill.test.tsx holds them together).
 */
export function AddressLines({ info }: { info: BusinessInfo }) {
  return addressLines(info).map((l) => (
    <span key={l}>
      {l}
      <br />
    </span>
  ));
}
