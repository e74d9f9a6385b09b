/**
 * NSDL PAN physical applications (issue 6, DESIGN §5 and §11): the application's data as the forms
 * keep it, the checks both the browser (as the agent types) and the server (on save and on submit)
 * run, and the shapes of the calls.
 */

export * from './api';
export * from './columns';
export * from './detail';
export * from './documents';
export * from './form';
export * from './rules';
export * from './workflow';
