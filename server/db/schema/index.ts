export * from './identity';
export * from './site';
