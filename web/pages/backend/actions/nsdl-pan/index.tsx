import { PanDashboard } from '../../../../components/nsdl-pan/PanDashboard';

/**
 * /backend/actions/nsdl-pan: the back office's NSDL PAN work — counts per state, today's work, the oldest waiting, and
 * the ways in; paperless beside physical.
 */
export default function BackendNsdlPanDashboard() {
  return <PanDashboard area="backend" />;
}
