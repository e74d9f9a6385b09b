import { GstDashboard } from '../../../../components/gst/GstDashboard';

/** /backend/actions/gst: GST requests of every shop by state, what is new to pick up, and the work lists. */
export default function BackendGstDashboardPage() {
  return <GstDashboard area="backend" />;
}
