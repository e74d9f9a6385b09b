import { describe, expect, it } from 'vitest';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW } from './gst/workflow';
import { PAN_WORKFLOW } from './nsdl-pan/workflow';
import { PAPERLESS_WORKFLOW } from './nsdl-paperless/workflow';
import { LEDGER_TYPE_OPTIONS } from './reports';
import { REQUEST_KINDS, SERVICES, SERVICE_CODES, SERVICE_CODE_VALUES, requestKind } from './services';
import { STAFF_SERVICES } from './staff-permissions';
import { COUPON_WORKFLOW, PSA_WORKFLOW } from './uti/workflow';

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the registry of service manifests', () => {
  it('lists the services in the sidebar order, with unique ids, keys, prefixes and API bases', () => {
    expect(SERVICES.map((s) => s.id)).toEqual(['nsdl-pan', 'nsdl-paperless', 'uti', 'gst', 'cards']);
    expect(duplicates(SERVICES.map((s) => s.id))).toEqual([]);
    expect(duplicates(REQUEST_KINDS.map((k) => k.key))).toEqual([]);
    expect(duplicates(REQUEST_KINDS.flatMap((k) => (k.prefix ? [k.prefix] : [])))).toEqual([]);
    expect(duplicates(SERVICES.flatMap((s) => [s.api.merchant, s.api.backend]))).toEqual([]);
    // A shared request needs a prefix for its reference number; only a kind with its own table goes without.
    expect(REQUEST_KINDS.filter((k) => !k.prefix && !k.ledgerType).map((k) => k.key)).toEqual([]);
  });

  it('keeps the price codes packages already hold prices for, each once and in the same order', () => {
    expect(SERVICE_CODE_VALUES).toEqual([
      'NSDL_PHYSICAL_NEW',
      'NSDL_PHYSICAL_CHANGE',
      'NSDL_PAPERLESS_NEW',
      'NSDL_PAPERLESS_CHANGE',
      'UTI_COUPON',
      'UTI_COUPON_EPAN',
      'UTI_PSA_REGISTRATION',
      'GST_REGISTRATION',
      'GST_FILING',
    ]);
    expect(duplicates(SERVICE_CODE_VALUES)).toEqual([]);
    expect(SERVICE_CODES.find((c) => c.code === 'UTI_COUPON')?.label).toBe('UTI PAN coupon — physical card');
  });

  it('gives each staff tick once: NSDL PAN (physical and paperless), UTI PAN and GST', () => {
    expect([...STAFF_SERVICES].sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { value: 'gst', label: 'GST: registration and return filing requests', short: 'GST' },
      { value: 'nsdl_pan', label: 'NSDL PAN (physical): applications, documents, couriers', short: 'NSDL PAN' },
      { value: 'uti', label: 'UTI PAN: PSA registration and coupon requests', short: 'UTI PAN' },
    ]);
    expect(SERVICES.filter((s) => !('staff' in s)).map((s) => s.id)).toEqual(['cards']);
  });

  it('gives every workflow its key and noun from its manifest, and the reports each kind by its label', () => {
    const workflows = [
      PAN_WORKFLOW,
      PAPERLESS_WORKFLOW,
      COUPON_WORKFLOW,
      PSA_WORKFLOW,
      GST_REGISTRATION_WORKFLOW,
      GST_FILING_WORKFLOW,
    ];
    expect(workflows.map((w) => [w.key, w.noun])).toEqual(REQUEST_KINDS.map((k) => [k.key, k.noun]));
    expect(requestKind('gst-filing').noun).toBe('GST filing request');
    expect(() => requestKind('gst-filling')).toThrow('No service declares the request kind gst-filling');
    const label = (value: string) => LEDGER_TYPE_OPTIONS.find((o) => o.value === value)?.label;
    expect(label('pan_application')).toBe('NSDL PAN');
    expect(label('uti-psa')).toBe('UTI PSA registration');
    expect(label('gst-filing:refund')).toBe('GST filing refund');
  });
});
