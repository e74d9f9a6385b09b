import type { ServiceModule } from '../service-modules';
import { cardRoutes } from './routes';

/** Cards and loans's server module: buildApp finds it here by the manifest's id (docs/decisions/0069). */
export default cardRoutes satisfies ServiceModule;
