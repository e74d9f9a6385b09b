import { it } from 'vitest';
import { createTestApp } from '../server/test/app';
it('times', async () => {
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const a = await createTestApp();
    const t1 = performance.now();
    await a.close();
    console.log('createTestApp', Math.round(t1 - t), 'close', Math.round(performance.now() - t1));
  }
}, 120000);
