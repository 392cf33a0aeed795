import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product';
import { ok } from '../../domain/errors/call-outcome';
import type { NativeBridge } from '../ports/native-bridge';
import type { ProductCatalog } from '../ports/product-catalog';
import type { SignIn } from '../session/sign-in';
import { FixBuyBlock } from './fix-buy-block';

const product = { prdCode: 'P001' } as Product;

type PasswordAnswer = Awaited<ReturnType<NativeBridge['setPassword']>>;
type NoticeAnswer = Awaited<ReturnType<ProductCatalog['signingNotice']>>;

function fixWith({ password = { ok: true, value: '' } as PasswordAnswer, notice = ok('须知') as NoticeAnswer } = {}) {
  const signedIn: string[] = [];
  const bridge = { setPassword: async () => password } as unknown as NativeBridge;
  const catalog = { signingNotice: async () => notice } as unknown as ProductCatalog;
  const signIn = { run: async () => (signedIn.push('again'), { kind: 'ok' }) } as unknown as SignIn;
  return { fix: new FixBuyBlock(bridge, catalog, signIn), signedIn };
}

describe('FixBuyBlock: the next step of each fix', () => {
  it('the password screen: set, or not set with the app’s words', async () => {
    expect(await fixWith().fix.run('setPassword', product)).toEqual({ kind: 'passwordSet' });
    const refused = fixWith({ password: { ok: false, code: '9999', message: '用户取消' } });
    expect(await refused.fix.run('setPassword', product)).toEqual({ kind: 'passwordNotSet', message: '用户取消' });
  });

  it('signing: the notice to agree to, or the failure that kept it away', async () => {
    expect(await fixWith().fix.run('sign', product)).toEqual({ kind: 'readNotice', notice: '须知' });
    const failure = { kind: 'networkError' } as NoticeAnswer;
    expect(await fixWith({ notice: failure }).fix.run('sign', product)).toEqual({ kind: 'failed', failure });
  });

  it('the card and the questionnaire are pages; signing in again signs in', async () => {
    const { fix, signedIn } = fixWith();
    expect(await fix.run('chooseCard', product)).toEqual({ kind: 'chooseCard' });
    expect(await fix.run('assessOnline', product)).toEqual({ kind: 'assess' });
    expect(await fix.run('signInAgain', product)).toEqual({ kind: 'signedIn' });
    expect(signedIn).toEqual(['again']);
  });
});
