import { describe, expect, it } from 'vitest';
import { PAN_ROUTES } from '../api/nsdl-pan';
import { NSDL_PAN } from '../../contract/nsdl-pan/manifest';
import { NSDL_PAPERLESS } from '../../contract/nsdl-paperless/manifest';
import { UTI } from '../../contract/uti/manifest';
import { SERVICE_SCREENS, fillPath, pageUrl, screenMenu, screenPatterns, type Area } from './index';

/** A service's address patterns below the area's root, as the SPEC lists them. */
const below = (area: Area, services: Parameters<typeof screenPatterns>[0]) =>
  screenPatterns(services, area).map((p) => p.slice(`/${area}/`.length));

describe('service screens', () => {
  it('fill a pattern, leaving out an optional part without a value', () => {
    expect(fillPath('physical/:cat/N/apply/:id?', { cat: 'huf', id: 7 })).toBe('physical/huf/N/apply/7');
    expect(fillPath('physical/:cat/N/apply/:id?', { cat: 'huf' })).toBe('physical/huf/N/apply');
    expect(fillPath('physical/tin-rejection/upload/:ackNo', { ackNo: 'a b' })).toBe(
      'physical/tin-rejection/upload/a%20b',
    );
    expect(() => fillPath('physical/info/:id')).toThrow('physical/info/:id needs id');
  });

  it('name every NSDL PAN address SPEC names, exactly as before', () => {
    expect(below('merchant', [NSDL_PAN]).sort()).toEqual(
      [
        'product/nsdl-pan',
        'product/nsdl-pan/physical/backlog-data',
        'product/nsdl-pan/physical/n/apply',
        'product/nsdl-pan/physical/c/apply',
        'product/nsdl-pan/physical/individual/N/apply/:id?',
        'product/nsdl-pan/physical/:cat/N/apply/:id?',
        'product/nsdl-pan/physical/individual/c/apply/:id?',
        'product/nsdl-pan/physical/:cat/c/apply/:id?',
        'product/nsdl-pan/physical/pre-submit/:id?',
        'product/nsdl-pan/physical/reapply/:id',
        'product/nsdl-pan/physical/info/:id',
        'product/nsdl-pan/physical/list',
        'product/nsdl-pan/physical/incomplete/list',
        'product/nsdl-pan/physical/waiting/list',
        'product/nsdl-pan/physical/ack/list',
        'product/nsdl-pan/physical/rejection/list',
        'product/nsdl-pan/physical/tin-rejection/list',
        'product/nsdl-pan/physical/hardcopy/list',
        'product/nsdl-pan/physical/upload/scanning/:id',
        'product/nsdl-pan/physical/form-cropping/:id',
        'product/nsdl-pan/physical/tin-rejection/upload/:ackNo',
      ].sort(),
    );
    expect(below('backend', [NSDL_PAN]).sort()).toEqual(
      [
        'actions/nsdl-pan',
        'actions/nsdl-pan/physical/backlog-data',
        'actions/nsdl-pan/physical/form-cropping/:id',
        'actions/nsdl-pan/physical/verify/:id?',
        'actions/nsdl-pan/physical/paninfo/:id',
        'actions/nsdl-pan/physical/list',
        'actions/nsdl-pan/physical/pending-verification/list',
        'actions/nsdl-pan/physical/waiting/list',
        'actions/nsdl-pan/physical/ack/list',
        'actions/nsdl-pan/physical/incomplete/list',
        'actions/nsdl-pan/physical/rejection/list',
        'actions/nsdl-pan/physical/tin-rejection/list',
        'actions/nsdl-pan/physical/tin-rejection',
        'actions/nsdl-pan/physical/tin-rejection-verify/:ackNo',
        'actions/nsdl-pan/physical/cancel-aadhar',
      ].sort(),
    );
  });

  it('give the menus the entries the declaration names, in its order', () => {
    expect(screenMenu([NSDL_PAN], 'merchant')).toEqual([
      { label: 'NSDL PAN', to: '/merchant/product/nsdl-pan', staffService: 'nsdl_pan' },
      { label: 'Backlog PAN List', to: '/merchant/product/nsdl-pan/physical/backlog-data', staffService: 'nsdl_pan' },
    ]);
    expect(screenMenu([NSDL_PAN], 'backend')).toEqual([
      { label: 'NSDL PAN', to: '/backend/actions/nsdl-pan', staffService: 'nsdl_pan' },
      { label: 'Backlog PAN List', to: '/backend/actions/nsdl-pan/physical/backlog-data', staffService: 'nsdl_pan' },
    ]);
  });

  it('give the API client the same addresses the screens had', () => {
    const M = '/merchant/product/nsdl-pan/physical';
    const B = '/backend/actions/nsdl-pan/physical';
    expect(pageUrl(NSDL_PAN, 'merchant', 'info', { id: 5 })).toBe(`${M}/info/5`);
    expect(PAN_ROUTES.merchant.choose('N')).toBe(`${M}/n/apply`);
    expect(PAN_ROUTES.merchant.choose('C')).toBe(`${M}/c/apply`);
    expect(PAN_ROUTES.merchant.form('individual', 'N')).toBe(`${M}/individual/N/apply`);
    expect(PAN_ROUTES.merchant.form('huf', 'C', 9)).toBe(`${M}/huf/c/apply/9`);
    expect(PAN_ROUTES.merchant.tinUpload('881030200000123')).toBe(`${M}/tin-rejection/upload/881030200000123`);
    expect(PAN_ROUTES.merchant.list('list')).toBe(`${M}/list`);
    expect(PAN_ROUTES.merchant.list('tin-rejection')).toBe(`${M}/tin-rejection/list`);
    expect(PAN_ROUTES.backend.verify()).toBe(`${B}/verify`);
    expect(PAN_ROUTES.backend.verify(42)).toBe(`${B}/verify/42`);
    expect(PAN_ROUTES.backend.tinReject).toBe(`${B}/tin-rejection`);
    expect(PAN_ROUTES.backend.list('pending-verification')).toBe(`${B}/pending-verification/list`);
  });

  it('name the UTI PAN addresses SPEC names, and the sidebar one entry per area', () => {
    expect(below('merchant', [UTI])).toEqual([
      'product/uti-pan',
      'product/uti-pan/psa-registration/:id?',
      'product/uti-pan/psa-loginid',
      'product/uti-pan/topup-list',
    ]);
    expect(below('backend', [UTI])).toEqual([
      'actions/uti-pan',
      'actions/uti-pan/psa-list',
      'actions/uti-pan/psa-list/:id',
      'actions/uti-pan/coupon-list',
      'actions/uti-pan/coupon-list/:id',
    ]);
    expect(screenMenu([UTI], 'merchant')).toEqual([
      { label: 'UTI PAN', to: '/merchant/product/uti-pan', staffService: 'uti' },
    ]);
    expect(screenMenu([UTI], 'backend')).toEqual([
      { label: 'UTI PAN', to: '/backend/actions/uti-pan', staffService: 'uti' },
    ]);
  });

  it('name the paperless addresses SPEC names, reached from the NSDL PAN dashboards (no sidebar entry of its own)', () => {
    expect(below('merchant', [NSDL_PAPERLESS])).toEqual([
      'product/nsdl-pan/paperless/apply/N',
      'product/nsdl-pan/paperless/apply/C',
      'product/nsdl-pan/paperless/:id/confirm',
      'product/nsdl-pan/paperless/list',
    ]);
    expect(below('backend', [NSDL_PAPERLESS])).toEqual([
      'actions/nsdl-pan/paperless/list/:id',
      'actions/nsdl-pan/paperless/list',
    ]);
    expect(screenMenu([NSDL_PAPERLESS], 'merchant')).toEqual([]);
    expect(screenMenu([NSDL_PAPERLESS], 'backend')).toEqual([]);
    expect(SERVICE_SCREENS.map((s) => s.id)).toEqual(['nsdl-pan', 'nsdl-paperless', 'uti', 'gst', 'cards']);
    expect(pageUrl(NSDL_PAPERLESS, 'merchant', 'confirm', { id: 12 })).toBe(
      '/merchant/product/nsdl-pan/paperless/12/confirm',
    );
    expect(pageUrl(NSDL_PAPERLESS, 'backend', 'review', { id: 12 })).toBe(
      '/backend/actions/nsdl-pan/paperless/list/12',
    );
  });
});
