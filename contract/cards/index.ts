export * from './products';
export * from './form';
export * from './api';
