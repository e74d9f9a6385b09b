import { hashPassword } from '/work/main/server/lib/passwords';
import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55432/margins28' });
await c.connect();
await c.query("update users set password_hash = $1, active = true where user_name = 'bench-admin'", [await hashPassword('Admin@probe-123')]);
console.log((await c.query("select id, code, role from users where user_name='bench-admin'")).rows);
await c.end();
