import { afterEach, describe, expect, it } from 'vitest';
import { forgetStorePolicy, isBuildScript, STORE_POLICY_NAME, storePolicy, whileSanitizing } from './store-policy';

const ORIGIN = 'https://wealth.bank.example';

/** A browser's trustedTypes as far as the policy uses it: the policy's rules, run as given. */
function browserWithTrustedTypes() {
  const made: string[] = [];
  const trustedTypes = {
    createPolicy: (name: string, rules: { createHTML(html: string): string; createScriptURL(url: string): string }) => {
      made.push(name);
      return { name, createHTML: (html: string) => rules.createHTML(html), createScriptURL: (url: string) => rules.createScriptURL(url) };
    },
  };
  return { host: { trustedTypes, location: { origin: ORIGIN } } as never, made };
}

afterEach(forgetStorePolicy);

describe('the store policy', () => {
  it('is made once, under its one name', () => {
    const { host, made } = browserWithTrustedTypes();
    expect(storePolicy(host)).toBe(storePolicy(host));
    expect(made).toEqual([STORE_POLICY_NAME]);
  });

  it('is none where the browser has no Trusted Types', () => {
    expect(storePolicy({ location: { origin: ORIGIN } })).toBeNull();
  });

  it('makes HTML only while the sanitiser runs', () => {
    const policy = storePolicy(browserWithTrustedTypes().host)!;
    expect(() => policy.createHTML('<img src=x onerror=alert(1)>')).toThrow(TypeError);
    expect(whileSanitizing(() => policy.createHTML('<b>clean</b>'))).toBe('<b>clean</b>');
    expect(() => policy.createHTML('<b>after</b>')).toThrow(TypeError);
  });

  it('makes script URLs only of the build\'s own files on this origin', () => {
    const policy = storePolicy(browserWithTrustedTypes().host)!;
    expect(policy.createScriptURL('/assets/pdf.worker.min-yatZIOMy.mjs')).toBe('/assets/pdf.worker.min-yatZIOMy.mjs');
    expect(() => policy.createScriptURL('https://cdn.example/assets/x.js')).toThrow(TypeError);
    expect(() => policy.createScriptURL('blob:https://wealth.bank.example/0d1e')).toThrow(TypeError);
    expect(() => policy.createScriptURL('data:text/javascript,alert(1)')).toThrow(TypeError);
  });
});

describe('isBuildScript', () => {
  it('takes /assets/ scripts on the origin, nothing with a query, elsewhere or of another kind', () => {
    expect(isBuildScript('/assets/index-CSDWCwvr.js', ORIGIN)).toBe(true);
    expect(isBuildScript(`${ORIGIN}/assets/a.mjs`, ORIGIN)).toBe(true);
    expect(isBuildScript('/assets/a.js?x=1', ORIGIN)).toBe(false);
    expect(isBuildScript('/assets/../h5/api/a.js', ORIGIN)).toBe(false);
    expect(isBuildScript('/h5/files/a.js', ORIGIN)).toBe(false);
    expect(isBuildScript('/assets/a.css', ORIGIN)).toBe(false);
    expect(isBuildScript('//evil.example/assets/a.js', ORIGIN)).toBe(false);
    expect(isBuildScript('javascript:alert(1)', ORIGIN)).toBe(false);
  });
});
