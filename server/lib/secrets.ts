import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `aadhaarHashKey` keys the hash Aadhaar numbers are looked up by; never the encryption key (decision 0067). */
export type Secrets = { jwtSecret: string; encryptionKey: string; aadhaarHashKey: string };

/**
 * Secrets come from the environment when given; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 600) so tokens and encrypted values survive a restart.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: given.jwtSecret ?? stored.jwtSecret ?? crypto.randomBytes(48).toString('base64url'),
    encryptionKey: given.encryptionKey ?? stored.encryptionKey ?? crypto.randomBytes(32).toString('hex'),
    aadhaarHashKey: given.aadhaarHashKey ?? stored.aadhaarHashKey ?? crypto.randomBytes(32).toString('hex'),
  };
  const generated =
    (!given.jwtSecret && !stored.jwtSecret) ||
    (!given.encryptionKey && !stored.encryptionKey) ||
    (!given.aadhaarHashKey && !stored.aadhaarHashKey);
  if (generated) {
    fs.mkdirSync(dataDir, { recursive: true });
    const keep = {
      jwtSecret: stored.jwtSecret ?? (given.jwtSecret ? undefined : secrets.jwtSecret),
      encryptionKey: stored.encryptionKey ?? (given.encryptionKey ? undefined : secrets.encryptionKey),
      aadhaarHashKey: stored.aadhaarHashKey ?? (given.aadhaarHashKey ? undefined : secrets.aadhaarHashKey),
    };
    fs.writeFileSync(file, JSON.stringify(keep), { mode: 0o600 });
  }
  return secrets;
}

export function randomSecrets(): Secrets {
  return {
    jwtSecret: crypto.randomBytes(48).toString('base64url'),
    encryptionKey: crypto.randomBytes(32).toString('hex'),
    aadhaarHashKey: crypto.randomBytes(32).toString('hex'),
  };
}
