import type { Database } from './db/client';
import { createAadhaarVault } from './lib/aadhaar-vault';
import type { Secrets } from './lib/secrets';
import { createMailService } from './modules/mail/service';
import { createMastersService } from './modules/masters/service';
import { createSiteService } from './modules/site/service';

/**
 * The services other modules build on, made once per app and handed to whoever needs them: a module's
 * service takes these as parameters rather than making its own (the site service's caches stay one).
 */
export function createServices(database: Database, secrets: Secrets) {
  return {
    mail: createMailService(database.db, secrets.encryptionKey),
    masters: createMastersService(database.db, secrets.encryptionKey),
    site: createSiteService(database.db),
    /** Seals, opens and hashes Aadhaar numbers (docs/decisions/0067). */
    aadhaar: createAadhaarVault(secrets),
  };
}

export type Services = ReturnType<typeof createServices>;
