import Type from 'typebox';
import * as schemas from '../../schemas';
import { Day, Line, Markdown, Nullable, OptionalLine } from '../../schemas/fields';
import { fieldRulesOf, rulesName } from './fieldRules';
import * as inputRules from './inputRules';

describe('fieldRulesOf: what a form knows of an input schema', () => {
  const rules = fieldRulesOf(
    Type.Object({
      title: Line(200),
      address: OptionalLine(300),
      body: Markdown(),
      email: Nullable(Type.String({ maxLength: 254 })),
      day: Day,
      dan: Type.Integer({ minimum: 1, maximum: 10 }),
      rank: Nullable(Type.Integer({ minimum: 1 })),
      times: Type.Array(Line(40), { maxItems: 20 }),
      tags: Type.Array(Type.String(), { minItems: 1 }),
      note: Type.Optional(Line(50)),
      image: Nullable(Type.Object({ uploadId: Type.Integer(), alt: Line(300) })),
    }),
  );

  it('requires a line, a day and a number, and says how long a text may be', () => {
    expect(rules.title).toEqual({ required: true, maxLength: 200 });
    expect(rules.day).toEqual({ required: true });
    expect(rules.dan).toEqual({ required: true, integer: true, minimum: 1, maximum: 10 });
  });

  it('leaves optional what may be empty, null or left out', () => {
    expect(rules.address).toEqual({ required: false, maxLength: 300 });
    expect(rules.body).toEqual({ required: false, maxLength: 40_000 });
    expect(rules.email).toEqual({ required: false, maxLength: 254 });
    expect(rules.rank).toEqual({ required: false, integer: true, minimum: 1 });
    expect(rules.note).toEqual({ required: false, maxLength: 50 });
  });

  it('gives a list its size and the rule of its items, an object the rules of its fields', () => {
    expect(rules.times).toEqual({ required: false, maxItems: 20, items: { required: true, maxLength: 40 } });
    expect(rules.tags).toEqual({ required: true, items: { required: false } });
    expect(rules.image).toEqual({
      required: false,
      fields: { uploadId: { required: true, integer: true }, alt: { required: true, maxLength: 300 } },
    });
  });

  it('refuses what is not an object schema', () => {
    expect(() => fieldRulesOf(Type.String())).toThrow('un schéma d’objet est attendu');
  });
});

describe('inputRules.ts, written by `npm run forms`', () => {
  const inputSchemas = Object.entries(schemas).filter(
    ([name, value]) =>
      /(Input|Request|Query|Adjustment)$/.test(name) && (value as { type?: unknown }).type === 'object',
  );

  it('has the rules of every schema of what the browser sends, and no others', () => {
    expect(inputSchemas.length).toBeGreaterThan(60);
    expect(Object.keys(inputRules).sort()).toEqual(inputSchemas.map(([name]) => rulesName(name)).sort());
  });

  it.each(inputSchemas)('agrees with the schema %s (else run `npm run forms`)', (name, schema) => {
    expect((inputRules as Record<string, unknown>)[rulesName(name)]).toEqual(fieldRulesOf(schema as object));
  });
});
