import type { ServiceModule } from '../service-modules';
import { gstRoutes } from './routes';

/** GST's server module: buildApp finds it here by the manifest's id (docs/decisions/0069). */
export default gstRoutes satisfies ServiceModule;
