export { CardApplyPage } from './CardApplyPage';
export { CardRequestList } from './CardRequestList';
