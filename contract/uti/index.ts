/** UTI PAN: PSA registration and coupons — rules, data, workflows and call shapes shared by server and web. */
export * from './psa';
export * from './coupons';
export * from './workflow';
export * from './api';
