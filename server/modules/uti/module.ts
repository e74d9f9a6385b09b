import type { ServiceModule } from '../service-modules';
import { utiRoutes } from './routes';

/** UTI PAN's server module: buildApp finds it here by the manifest's id (docs/decisions/0069). */
export default utiRoutes satisfies ServiceModule;
