/* The web side of the request workflow: what every service's screens are made of. */
export { can, rowCan } from './actions';
export { DecisionBar, DecisionCard, offered, type ActionLook } from './DecisionBar';
export { eventLabel, stateColor, stateLabel, type RequestLook } from './look';
export { RemarkForm } from './RemarkForm';
export { RequestList, RowActions, RowLink, type RequestListProps } from './RequestList';
export { RequestPageFrame, RequestPageHeader, idParam } from './RequestPageFrame';
export { StateBadge } from './StateBadge';
export { StateCards, type StateCard } from './StateCards';
export { RequestTimeline } from './Timeline';
export { ReceiptButtons } from '../receipts/ReceiptButtons';
