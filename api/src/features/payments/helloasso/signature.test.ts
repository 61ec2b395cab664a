import { createHmac } from 'node:crypto';
import { isSignedByHelloAsso } from './signature';

const KEY = 'clé-de-signature-de-test';
const body = '{"eventType":"Order","data":{"id":42},"metadata":{"payment":"abc"}}';
const sign = (text: string, key = KEY) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

describe('the signature of a HelloAsso notification', () => {
  it('is accepted when it is the HMAC-SHA256 of the raw body with our key, in either case of hex', () => {
    expect(isSignedByHelloAsso(body, sign(body), KEY)).toBe(true);
    expect(isSignedByHelloAsso(body, sign(body).toUpperCase(), KEY)).toBe(true);
  });

  it('is refused when absent, made with another key, over another body, or not hex', () => {
    expect(isSignedByHelloAsso(body, undefined, KEY)).toBe(false);
    expect(isSignedByHelloAsso(body, '', KEY)).toBe(false);
    expect(isSignedByHelloAsso(body, sign(body, 'autre-clé'), KEY)).toBe(false);
    // The same data re-serialized (a space more) is another body: the signature is over the bytes sent.
    expect(isSignedByHelloAsso(body.replace(':', ': '), sign(body), KEY)).toBe(false);
    expect(isSignedByHelloAsso(body, 'zz'.repeat(32), KEY)).toBe(false);
    expect(isSignedByHelloAsso(body, sign(body).slice(0, 40), KEY)).toBe(false);
  });
});
