export { BacklogList } from './BacklogList';
export { ImportBacklogModal } from './ImportBacklogModal';
