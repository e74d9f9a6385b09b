/** GST registration and filing: rules, data, workflow and call shapes shared by server and web. */
export * from './gstin';
export * from './constitution';
export * from './periods';
export * from './registration';
export * from './filing';
export * from './workflow';
export * from './api';
