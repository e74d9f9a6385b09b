/** NSDL PAN paperless: the workflow, the draft's rules, the provider's codes and protocol, the call shapes. */
export * from './workflow';
export * from './form';
export * from './errors';
export * from './protocol';
export * from './api';
