import { describe, expect, it } from 'vitest';
import {
  EncData,
  GenerateUrlAnswer,
  GenerateUrlRequest,
  ProviderResult,
  StatusAnswer,
  moveForResult,
} from './protocol';

const result = {
  txnId: 'T1',
  reference: 'NPL000123',
  ackNo: '881012345678901',
  status: 'success',
  refunded: false,
  code: null,
  message: null,
} as const;
const request = {
  reference: 'NPL000123',
  redirectUrl: 'https://portal.example.in/api/merchant/product/nsdl-pan/paperless/return',
  appType: 'N',
  title: 'Shri',
  firstName: 'Ramesh',
  middleName: '',
  lastName: 'Kumar',
  gender: 'M',
  dob: '1990-05-17',
  mobile: '9876543210',
  email: 'r@example.com',
  card: 'epan_only',
  existingPan: '',
} as const;

describe('the provider protocol', () => {
  it('accepts a complete generate-URL request and refuses one without a surname, a real date or an http(s) return', () => {
    expect(GenerateUrlRequest.parse(request)).toEqual(request);
    expect(GenerateUrlRequest.safeParse({ ...request, lastName: '' }).success).toBe(false);
    expect(GenerateUrlRequest.safeParse({ ...request, dob: '1990-02-30' }).success).toBe(false);
    expect(GenerateUrlRequest.safeParse({ ...request, redirectUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(GenerateUrlRequest.safeParse({ ...request, card: '' }).success).toBe(false);
  });
  it('takes only base64url as encData', () => {
    expect(EncData.safeParse('AbC-_9').success).toBe(true);
    expect(EncData.safeParse('AbC+/=').success).toBe(false);
    expect(EncData.safeParse('').success).toBe(false);
    expect(GenerateUrlAnswer.safeParse({ url: 'https://protean.example/ekyc', encData: 'abc' }).success).toBe(true);
    expect(GenerateUrlAnswer.safeParse({ url: 'ftp://protean.example/ekyc', encData: 'abc' }).success).toBe(false);
  });
  it('requires a 15-digit acknowledgement number on a success only', () => {
    expect(ProviderResult.parse(result)).toEqual(result);
    expect(ProviderResult.safeParse({ ...result, ackNo: null }).success).toBe(false);
    expect(ProviderResult.safeParse({ ...result, ackNo: '88101234567890' }).success).toBe(false);
    const failed = {
      ...result,
      status: 'failure',
      ackNo: null,
      refunded: true,
      code: 'EKYC009',
      message: 'Invalid OTP',
    };
    expect(ProviderResult.parse(failed)).toEqual(failed);
    expect(ProviderResult.safeParse({ ...result, status: 'done' }).success).toBe(false);
  });
  it('answers a status call with the result, or that the provider never saw the reference', () => {
    expect(StatusAnswer.parse({ found: true, result })).toEqual({ found: true, result });
    expect(StatusAnswer.parse({ found: false, reference: 'NPL000123' })).toEqual({
      found: false,
      reference: 'NPL000123',
    });
    expect(StatusAnswer.safeParse({ found: true }).success).toBe(false);
  });
  it('maps a result to the workflow move it leads to', () => {
    expect(moveForResult({ status: 'success' })).toBe('acknowledge');
    expect(moveForResult({ status: 'failure' })).toBe('fail');
    expect(moveForResult({ status: 'pending' })).toBeNull();
  });
});
