export * from './identity';
export * from './site';
export * from './onboarding';
export * from './mail';
export * from './account';
