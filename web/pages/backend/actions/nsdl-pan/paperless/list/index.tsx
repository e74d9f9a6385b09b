import { PaperlessListPage } from '../../../../../../components/nsdl-paperless/PaperlessListPage';

/** /backend/actions/nsdl-pan/paperless/list: the paperless work lists, waiting for Protean first. */
export default function BackendPaperlessListPage() {
  return <PaperlessListPage area="backend" />;
}
