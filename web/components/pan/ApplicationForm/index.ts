export { ApplicationFormRoute, otherCategory } from './ApplicationForm';
export { CategoryChoice } from './CategoryChoice';
export { formTitle, sectionId } from './form-state';
