import { finishedStates, madeBy, type Move, type Workflow } from './request-workflow';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW } from './gst/workflow';
import { PAN_WORKFLOW } from './nsdl-pan/workflow';
import { PAPERLESS_WORKFLOW } from './nsdl-paperless/workflow';
import { COUPON_WORKFLOW, PSA_WORKFLOW } from './uti/workflow';
import { SERVICES, type ServiceId, type ServiceKey } from './services';
import { screenMenu, type Area } from './manifest';

/*
 * The dashboards drawn from the workflows (docs/product.md#dashboards): a card per service on the shop's, a queue
 * per service on the back office's. What a state means to each side is read from its workflow's moves, so a new
 * service's states land in the right figure without a line here beyond its workflow below.
 *
 * Without zod, so the dashboards draw their cards without loading it (issue 29); the cards' answers are in
 * contract/dashboard.ts, which also exports all of this.
 */

/** Each request kind's workflow by its key: a kind a manifest declares without one here is a type error. */
export const WORKFLOWS: Record<ServiceKey, Workflow> = {
  'nsdl-pan': PAN_WORKFLOW,
  'nsdl-paperless': PAPERLESS_WORKFLOW,
  'uti-psa': PSA_WORKFLOW,
  'uti-coupon': COUPON_WORKFLOW,
  'gst-registration': GST_REGISTRATION_WORKFLOW,
  'gst-filing': GST_FILING_WORKFLOW,
};

/** The shop's figures per service: started but not sent, with the back office, waiting on the shop, finished. */
export const SHOP_FIGURES = ['drafts', 'withOffice', 'yourTurn', 'finished'] as const;
export type ShopFigure = (typeof SHOP_FIGURES)[number];

const liveMoves = (w: Workflow) => (Object.values(w.moves) as Move<string>[]).filter((m) => !m.auto);

/** Which of the shop's figures each state of a workflow counts in. */
export function shopFigureOf(w: Workflow): Record<string, ShopFigure> {
  const finished = new Set(finishedStates(w));
  // The shop's turn where a move only the shop makes leads on (an answer to a query, a TIN correction); a move
  // either side may make (a courier) leaves the state with the back office.
  const shopMoves = new Set(liveMoves(w).flatMap((m) => (m.by === 'merchant' ? m.from : [])));
  return Object.fromEntries(
    w.states.map((s): [string, ShopFigure] => [
      s,
      s === 'draft' ? 'drafts' : finished.has(s) ? 'finished' : shopMoves.has(s) ? 'yourTurn' : 'withOffice',
    ]),
  );
}

/** The states the back office has work in: a move of its own (not the server's) leads out, and it is not the shop's turn. */
export function officeQueueStates(w: Workflow): string[] {
  const moves = liveMoves(w).filter((m) => madeBy(m, 'backend'));
  const figure = shopFigureOf(w);
  return w.states.filter((s) => figure[s] === 'withOffice' && moves.some((m) => m.from.includes(s) && m.to !== s));
}

/**
 * The dashboards' cards in the sidebar's order: the services one staff tick covers make one card (NSDL PAN counts
 * the physical and the paperless applications), a service without a tick (card referrals) its own.
 */
export const DASHBOARD_SERVICES: readonly {
  id: string;
  label: string;
  services: readonly ServiceId[];
  workflows: readonly Workflow[];
}[] = SERVICES.reduce<{ id: string; label: string; services: ServiceId[]; workflows: Workflow[] }[]>((cards, s) => {
  const id = 'staff' in s ? s.staff.value : s.id;
  const workflows = (Object.values(s.requests) as { key: ServiceKey }[]).map((k) => WORKFLOWS[k.key]);
  const card = cards.find((c) => c.id === id);
  if (card) {
    card.services.push(s.id);
    card.workflows.push(...workflows);
  } else cards.push({ id, label: 'staff' in s ? s.staff.short : s.label, services: [s.id], workflows });
  return cards;
}, []);

/** Where a dashboard card leads in an area: the first sidebar page of its services. */
export function dashboardCardHome(cardId: string, area: Area): string | null {
  const card = DASHBOARD_SERVICES.find((c) => c.id === cardId);
  const services = SERVICES.filter((s) => card?.services.includes(s.id));
  return screenMenu(services, area)[0]?.to ?? null;
}
