// `npm start`: build the web app if needed, then run the server (migrations and seeding happen in main.ts).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWeb } from './build-web.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
await buildWeb();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
