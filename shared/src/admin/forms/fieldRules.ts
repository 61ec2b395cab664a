/**
 * What a form may know of an input schema of the API: for each field, whether it must be given
 * and its limits (length, range, number of items). Read from the JSON Schema the server validates
 * with, so that a form's `maxLength` or « obligatoire » never disagrees with the server's 400.
 *
 * The browser does not download the schemas (TypeBox alone is ~77 KB): `inputRules.ts` holds the
 * rules of every `…Input` schema, written by `npm run forms` from the schemas and checked against
 * them by `inputRules.test.ts`. This module is plain data and works on both sides.
 */

/** The limits of one field, as the server checks them. */
export interface FieldRule {
  /** Must be given: a text with a visible character, a value other than null, a list with an item. */
  required: boolean;
  /** Longest text, in characters (code points, as the server counts them). */
  maxLength?: number;
  minLength?: number;
  /** Smallest and largest number. */
  minimum?: number;
  maximum?: number;
  /** A whole number. */
  integer?: boolean;
  /** Most items of a list. */
  maxItems?: number;
  /** The limits of each item of a list. */
  items?: FieldRule;
  /** The fields of an object (an image: its upload and its alternative text). */
  fields?: Record<string, FieldRule>;
}

/** The rules of each field of an input shape. */
export type FormRules<Input> = { readonly [Field in keyof Input]-?: FieldRule };

/** The part of a JSON Schema these rules read. */
interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Whether a text pattern refuses the empty text (a day, a postal code): then the field is required. */
function refusesEmpty(pattern: string | undefined): boolean {
  return pattern !== undefined && !new RegExp(pattern, 'u').test('');
}

/** The rule of one field; `present`: the object lists it as required (not `Type.Optional`). */
function ruleOf(schema: JsonSchema, present: boolean): FieldRule {
  const alternatives = schema.anyOf ?? [schema];
  const nullable = alternatives.some((alternative) => alternative.type === 'null');
  const value = alternatives.find((alternative) => alternative.type !== 'null') ?? {};
  const rule: FieldRule = { required: false };
  let given = true;
  if (value.type === 'string') {
    given = (value.minLength ?? 0) >= 1 || refusesEmpty(value.pattern);
    if (value.maxLength !== undefined) rule.maxLength = value.maxLength;
    if (value.minLength !== undefined && value.minLength > 1) rule.minLength = value.minLength;
  } else if (value.type === 'integer' || value.type === 'number') {
    if (value.type === 'integer') rule.integer = true;
    if (value.minimum !== undefined) rule.minimum = value.minimum;
    if (value.maximum !== undefined) rule.maximum = value.maximum;
  } else if (value.type === 'array') {
    given = (value.minItems ?? 0) >= 1;
    if (value.maxItems !== undefined) rule.maxItems = value.maxItems;
    if (value.items) rule.items = ruleOf(value.items, true);
  } else if (value.type === 'object' && value.properties) {
    rule.fields = rulesOfObject(value);
  }
  rule.required = present && !nullable && given;
  return rule;
}

function rulesOfObject(schema: JsonSchema): Record<string, FieldRule> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, ruleOf(field, required.has(name))]),
  );
}

/** The rules of every field of an object schema (`NewsInput`, `ClubInput`…). */
export function fieldRulesOf(schema: object): Record<string, FieldRule> {
  const object = schema as JsonSchema;
  if (object.type !== 'object' || !object.properties) throw new Error('fieldRulesOf : un schéma d’objet est attendu.');
  return rulesOfObject(object);
}

/** The name of the rules written for a schema: `NewsInput` → `NEWS_INPUT_RULES`. */
export const rulesName = (schemaName: string) =>
  `${schemaName.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_RULES`;
