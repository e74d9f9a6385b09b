import crypto from 'node:crypto';
import type { Config } from '../../config';
import { ProviderError, proteanProvider, type EkycProvider } from '../../integrations/protean';
import { sandboxProvider, type SandboxProvider, type SandboxStore } from '../../integrations/protean-sandbox';
import type { MastersService } from '../masters/service';

export type EkycProviderName = EkycProvider['name'];

/**
 * Which e-KYC provider a paperless application goes to (decision 0055): Protean once its address and key
 * are saved in Data Setup › API Credentials; otherwise the built-in sandbox, only when the operator turned
 * it on (NSDL_EKYC_SANDBOX), as the payment sandbox (decision 0043); otherwise none, and nothing is charged.
 */
export type EkycProviders = {
  /** Where a new confirm goes, or null when paperless is not set up. */
  current(): Promise<EkycProvider | null>;
  /**
   * The provider an application was sent to (its name is kept with the application), or null when it is
   * no longer there (the sandbox turned off or given way to Protean, the key removed).
   */
  named(name: EkycProviderName): Promise<EkycProvider | null>;
  /** The sandbox with its test pages, or null when it is off. */
  sandbox(): Promise<SandboxProvider | null>;
};

/**
 * The sandbox's key, derived from the portal's own ENCRYPTION_KEY: the sandbox and the portal are one
 * server, so no key needs to be saved for it, and a result sealed by one install does not open on another.
 */
export function sandboxKey(encryptionKeyHex: string): string {
  return Buffer.from(
    crypto.hkdfSync('sha256', Buffer.from(encryptionKeyHex, 'hex'), Buffer.alloc(0), 'protean-ekyc-sandbox', 32),
  ).toString('base64');
}

export function createEkycProviders(
  masters: Pick<MastersService, 'secret'>,
  settings: Pick<Config, 'publicUrl' | 'nsdlEkycSandbox'>,
  encryptionKeyHex: string,
  sandboxStore: SandboxStore,
  fetchImpl?: typeof fetch,
): EkycProviders {
  const sandboxOne = sandboxProvider(settings.publicUrl, sandboxKey(encryptionKeyHex), sandboxStore);

  async function protean(): Promise<EkycProvider | null> {
    const [url, key] = await Promise.all([
      masters.secret('protean_ekyc', 'api_url'),
      masters.secret('protean_ekyc', 'aes_key'),
    ]);
    if (!url || !key) return null;
    try {
      return proteanProvider(url, key, fetchImpl);
    } catch (e) {
      // A saved key of the wrong length: said plainly where the provider is used, never a crash.
      if (e instanceof ProviderError)
        throw new ProviderError(`Protean e-KYC is set up wrongly in API Credentials: ${e.message}`);
      throw e;
    }
  }

  async function sandbox(): Promise<SandboxProvider | null> {
    if (!settings.nsdlEkycSandbox) return null;
    // A saved Protean key always wins: the sandbox must never stand in for a live provider.
    return (await protean()) ? null : sandboxOne;
  }

  return {
    current: async () => (await protean()) ?? (await sandbox()),
    named: async (name) => (name === 'protean' ? protean() : sandbox()),
    sandbox,
  };
}
