import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The routes, made from the pages tree (routes/index.tsx); tests render them in a memory router. */
export { routes };

export function createAppRouter() {
  return createBrowserRouter(routes);
}
