import { describe, expect, it } from 'vitest';
import { documentAddressOf } from './document-address';

describe('where a document may be opened from', () => {
  it.each([
    '/h5/files/product-instructions.pdf',
    ' /h5/files/risk-disclosure.pdf ',
    'https://files.bank.example/docs/说明书.pdf',
  ])('opens %s', (address) => expect(documentAddressOf(address)).not.toBeNull());

  it.each([
    undefined, null, '', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:application/pdf;base64,JVBERi0=',
    'http://files.bank.example/a.pdf', '//evil.example/a.pdf', '/h5/files/../api/x.pdf', '/h5/files/a.html',
    '/api/dbank/custInfo', 'https://user:pass@files.bank.example/a.pdf', 'file:///etc/passwd', 'vbscript:x',
  ])('refuses %s', (address) => expect(documentAddressOf(address)).toBeNull());
});
