/**
 * Random and hostile inputs: strings that try markup, SQL, header and path tricks, every kind of
 * Unicode, huge sizes; JSON values of every type, nested, with prototype-pollution keys; and
 * "almost valid" bodies where one field of a good request is replaced, removed or added.
 */
import fc from 'fast-check';

export const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(document.cookie)>",
  '<a href="javascript:alert(1)">clic</a>',
  ']]></description><script>x</script>',
  '&lt;script&gt;',
];

const TRICKS = [
  ...MARKUP,
  '__proto__',
  'constructor',
  'prototype',
  "'; DROP TABLE orders; --",
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\r\nSet-Cookie: pirate=1',
  'ligne\rEND:VEVENT\rBEGIN:VEVENT',
  '${process.exit()}',
  '{{constructor.constructor("return process")()}}',
  '=HYPERLINK("http://pirate.example")',
  '\u202Eelif.exe',
  '\uD800',
  'Ünïcödé ✓ 空手道 🥋 ﷽',
  'é'.repeat(3000),
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
];

/** A string a visitor (or a script) could send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKS) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...MARKUP), fc.string()).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

/** Object keys, the dangerous ones often. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'email',
    'lines',
    'billing',
    'status',
    'token',
  ),
  fc.string({ maxLength: 12 }),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 53, -(2 ** 31), 1e21, true, false, null),
);

/** Any JSON value, nested up to a few levels, with hostile keys and strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A JSON text with a prototype-pollution key spelled out (JSON.stringify would not write one). */
export const pollutedJson = (valid: object) =>
  fc.constantFrom('__proto__', 'constructor').map((key) => {
    const inner = key === '__proto__' ? '{"isAdmin":true,"polluted":"oui"}' : '{"prototype":{"polluted":"oui"}}';
    const text = JSON.stringify(valid);
    return text === '{}' ? `{"${key}":${inner}}` : `{"${key}":${inner},${text.slice(1)}`;
  });

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, v]) => pathsOf(v, [...prefix, key]))];
}

function withAt(value: unknown, path: Path, change: (old: unknown) => unknown | typeof REMOVE): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    const next = withAt(copy[Number(head)], rest, change);
    if (next === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = withAt(copy[String(head)], rest, change);
  if (next === REMOVE) delete copy[String(head)];
  else copy[String(head)] = next;
  return copy;
}
const REMOVE = Symbol('remove');

/**
 * A valid body with one or two changes: a field replaced by a hostile value, removed, or an extra
 * field added. Most of these are invalid in one precise place, which reaches deep checks.
 */
export function mutated(valid: object): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const change = fc.tuple(
    fc.constantFrom(...paths),
    fc.oneof(
      hostileValue.map((v) => ({ kind: 'replace' as const, v })),
      fc.constant({ kind: 'remove' as const, v: undefined }),
      fc.tuple(hostileKey, hostileValue).map(([k, v]) => ({ kind: 'add' as const, v: [k, v] as const })),
    ),
  );
  return fc.array(change, { minLength: 1, maxLength: 2 }).map((changes) =>
    changes.reduce<unknown>(
      (body, [path, { kind, v }]) =>
        withAt(body, path, (old) => {
          if (kind === 'replace') return v;
          if (kind === 'remove') return path.length === 0 ? {} : REMOVE;
          if (old && typeof old === 'object' && !Array.isArray(old)) {
            const [key, value] = v as readonly [string, unknown];
            return { ...(old as object), [key]: value };
          }
          return old;
        }),
      valid,
    ),
  );
}

/** A body as sent on the wire: JSON of a value, a broken JSON text, or another content type. */
export function hostileBody(valid: object): fc.Arbitrary<{ payload: string; contentType: string | undefined }> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  return fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map(json) },
    { weight: 3, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: pollutedJson(valid).map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileString,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            undefined,
          ),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '{"email":"a@b.fr"}}',
          '\uFEFF{}',
          'nul',
          '"texte"',
          '{"a":1e99999}',
          '{"a":"\\ud800"}',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
  );
}

/** encodeURIComponent for any string: lone surrogates (which it refuses) become U+FFFD first. */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** A query string of random and hostile pairs, plus the endpoint's own names with bad values. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom(...names, '__proto__', 'constructor', 'page', 'limit'),
    fc.string({ maxLength: 10 }),
  );
  const value = fc.oneof(
    hostileString,
    fc.integer().map(String),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      '1e3',
      'true',
      '[]',
      '{}',
      'a&b',
      '%',
      '%zz',
      '%E9',
      '%C3%A9',
    ),
  );
  return fc.array(fc.tuple(name, value, fc.boolean()), { maxLength: 5 }).map((pairs) =>
    pairs
      // Some pairs raw (malformed percent-encoding stays), others properly encoded.
      .map(([k, v, raw]) => (raw ? `${k}=${v}` : `${encode(k)}=${encode(v)}`))
      .join('&'),
  );
}

/** A path segment where an id is expected: random, hostile, near misses, encoded or not. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%',
    '%zz',
    '%00',
    'A-MAJUSCULE',
    'tiret-',
    '-tiret',
    'x'.repeat(300),
    'WF-AAAAAA',
    'WF-0O1IL0',
    '1',
    '0',
    '-1',
    'null',
    'calendar.ics',
    'x.ics',
    'feed.xml',
  ),
  fc.stringMatching(/^[a-z0-9-]{1,40}$/),
);
