import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serverPageContentSecurityPolicy } from './csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe("the web app's policy", () => {
  it("lets forms post to this server only, until an e-KYC provider's address is saved; then to its origin too", () => {
    expect(directive(contentSecurityPolicy(null), 'form-action')).toBe("form-action 'self'");
    expect(
      directive(contentSecurityPolicy(null, [], 'https://ekyc.protean.example:8443/api/v1?x=1'), 'form-action'),
    ).toBe("form-action 'self' https://ekyc.protean.example:8443");
  });

  it("allows a prerendered page's inline scripts by their hashes only, and inline styles without one", () => {
    const policy = contentSecurityPolicy(null, ["'sha256-abc='"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    // Decision 0066: the page's critical CSS is an inline <style>, and Mantine writes style attributes. A hash
    // or nonce in style-src would switch 'unsafe-inline' off and leave both unstyled.
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('never carries an address that is not a web origin', () => {
    for (const bad of ['not a url', 'javascript:alert(1)', "https://x.example'; script-src *", 'data:text/html,hi']) {
      const policy = contentSecurityPolicy(bad, [], bad);
      expect(directive(policy, 'form-action'), bad).toBe("form-action 'self'");
      expect(directive(policy, 'frame-src'), bad).toBe("frame-src 'self' blob:");
    }
  });
});

describe("a server-drawn page's policy", () => {
  it('allows nothing but inline styles, and forms to this server and the given origins', () => {
    const policy = serverPageContentSecurityPolicy([
      'https://portal.example/api/nsdl-paperless/return',
      'https://portal.example/other',
      'nonsense',
    ]);
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'style-src')).toBe("style-src 'unsafe-inline'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://portal.example");
    expect(policy).not.toContain('script-src');
  });
});
