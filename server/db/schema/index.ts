export * from './identity';
export * from './site';
export * from './onboarding';
export * from './mail';
export * from './account';
export * from './backlog';
export * from './kyc';
export * from './wallet';
