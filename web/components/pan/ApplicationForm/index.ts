export { ApplicationFormRoute, otherCategory } from './ApplicationForm';
export { CategoryChoice } from './CategoryChoice';
export { sectionId } from './form-state';
export { formTitleId } from './fields';
