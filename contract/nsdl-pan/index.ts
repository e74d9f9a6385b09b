/**
 * NSDL PAN physical applications (docs/product.md#services-and-workflows and docs/product.md#nsdl-pan-physical): the
 * application's data as the forms keep it, the checks both the browser (as the agent types) and the server (on save
 * and on submit) run, and the shapes of the calls.
 */

export * from './api';
export * from './columns';
export * from './detail';
export * from './documents';
export * from './form';
export * from './rules';
export * from './workflow';
