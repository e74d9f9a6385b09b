import type { ServiceModule } from '../service-modules';
import { nsdlPanRoutes } from './routes';

/** NSDL PAN (physical)'s server module: buildApp finds it here by the manifest's id (docs/decisions/0069). */
export default nsdlPanRoutes satisfies ServiceModule;
