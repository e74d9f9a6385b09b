// The `web` project's files share a worker's libraries and its page (vitest.config.ts, isolate: false): each file
// starts from what a fresh worker would give it, whatever the file before it left behind. The app's own modules
// are loaded again for each file (their state: the language, the session's listeners, an update on offer…); the
// libraries are kept, so what they hold is emptied here. A spy, stubbed global or fake clock an earlier file left in
// place (a `location` getter spied on, say) is put back too.
import { vi } from 'vitest';
import { notifications } from '@mantine/notifications';

vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');
notifications.clean();
notifications.cleanQueue();
