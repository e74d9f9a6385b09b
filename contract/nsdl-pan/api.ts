export { NSDL_PAN_API } from './manifest';
