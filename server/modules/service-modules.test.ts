import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../contract/services';
import { loadServiceModule, loadServiceModules, serviceModulePath } from './service-modules';

describe('service modules, found by the manifest id', () => {
  it('finds a module file exporting a function for every registered service', async () => {
    for (const { id } of SERVICES) expect(fs.existsSync(serviceModulePath(id)), serviceModulePath(id)).toBe(true);
    const modules = await loadServiceModules(SERVICES.map((s) => s.id));
    expect(modules).toHaveLength(SERVICES.length);
    for (const m of modules) expect(typeof m).toBe('function');
  });

  it('stops the start for a registered service without a module, naming the service and the file expected', async () => {
    await expect(loadServiceModule('aadhaar-update')).rejects.toThrow(
      'The service aadhaar-update is registered in contract/services.ts but has no server module: ' +
        'expected server/modules/aadhaar-update/module.ts',
    );
    // One missing module fails the whole registry, not only its own routes.
    await expect(loadServiceModules([...SERVICES.map((s) => s.id), 'aadhaar-update'])).rejects.toThrow(
      'aadhaar-update',
    );
  });

  it('rejects a folder that holds no module, and an id that is not a folder name', async () => {
    // users/ is a domain module, not a service: it has no module.ts.
    await expect(loadServiceModule('users')).rejects.toThrow('expected server/modules/users/module.ts');
    await expect(loadServiceModule('../lib')).rejects.toThrow('has no server module');
  });
});
