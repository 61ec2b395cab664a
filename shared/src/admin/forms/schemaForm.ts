/**
 * A form described by the rules of its input schema (`inputRules.ts`) and the labels its fields
 * show: what each field must be (required, limits) and the French problems of an input before it
 * is sent, with no number written by hand in a screen. The record and collection editors run
 * these checks first, then the screen's own (an image without its description, an end before a start).
 */
import type { FormError } from '../records/ErrorSummary';
import type { FieldRule, FormRules } from './fieldRules';

/** What the editors give a form to name its fields and show their errors. */
export interface FormContext {
  fieldId: (name: string) => string;
  error: (fieldId: string) => string | undefined;
}

/** A field's frame: its id, label, whether it must be given, and its error. */
export interface SchemaFieldProps {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
}

/** The props of a form's fields, taken from the schema's rules (`fields.text('title')`…). */
export interface SchemaFields<Input> {
  /** Any field: its frame (a select, a date, a choice). */
  field(name: keyof Input & string): SchemaFieldProps;
  /** A text: its frame and its longest length. */
  text(name: keyof Input & string): SchemaFieldProps & { maxLength: number | undefined };
  /** A number: its frame and its range. */
  number(name: keyof Input & string): SchemaFieldProps & { min: number | undefined; max: number | undefined };
  /** A list of lines: its id, label, most lines and longest line. */
  lines(name: keyof Input & string): {
    id: string;
    label: string;
    maxItems: number | undefined;
    maxLength: number | undefined;
  };
}

export interface SchemaForm<Input> {
  rules: FormRules<Input>;
  /** What each field is called in the form (and in its errors); fields left out are not checked here. */
  labels: Readonly<Partial<Record<keyof Input & string, string>>>;
  /** The problems of an input, in French, by field, as the server would refuse them. */
  errors(input: Input, fieldId: (name: string) => string): FormError[];
  /** The props of the fields, for one rendering of the form. */
  fields(form: FormContext): SchemaFields<Input>;
}

// Four digits stay together, as French typography allows (a year: « entre 1900 et 2100 »); from five, grouped.
const number = (value: number) => (Math.abs(value) < 10_000 ? String(value) : value.toLocaleString('fr-FR'));
/** Characters as the server counts them (code points, not UTF-16 units). */
const lengthOf = (text: string) => [...text].length;

/** The first problem of one value under its rule, or null. */
export function ruleProblem(rule: FieldRule, label: string, value: unknown): string | null {
  const missing =
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (missing) return rule.required ? `${label} : ce champ est obligatoire.` : null;
  if (typeof value === 'string') {
    const length = lengthOf(value);
    if (rule.maxLength !== undefined && length > rule.maxLength)
      return `${label} : ${number(rule.maxLength)} caractères au plus (il y en a ${number(length)}).`;
    if (rule.minLength !== undefined && length < rule.minLength)
      return `${label} : ${number(rule.minLength)} caractères au moins.`;
  }
  if (typeof value === 'number') {
    const outside =
      (rule.integer && !Number.isInteger(value)) ||
      (rule.minimum !== undefined && value < rule.minimum) ||
      (rule.maximum !== undefined && value > rule.maximum);
    if (outside) {
      const kind = rule.integer ? 'un nombre entier' : 'un nombre';
      if (rule.minimum !== undefined && rule.maximum !== undefined)
        return `${label} : saisissez ${kind} entre ${number(rule.minimum)} et ${number(rule.maximum)}.`;
      if (rule.minimum !== undefined) return `${label} : saisissez ${kind} d’au moins ${number(rule.minimum)}.`;
      if (rule.maximum !== undefined) return `${label} : saisissez ${kind} d’au plus ${number(rule.maximum)}.`;
      return `${label} : saisissez ${kind}.`;
    }
  }
  if (Array.isArray(value)) {
    if (rule.maxItems !== undefined && value.length > rule.maxItems)
      return `${label} : ${number(rule.maxItems)} au plus (il y en a ${number(value.length)}).`;
    const itemRule = rule.items;
    if (itemRule) {
      const at = value.findIndex((item) => ruleProblem(itemRule, label, item) !== null);
      if (at >= 0) return ruleProblem(itemRule, `${label}, ligne ${at + 1}`, value[at]);
    }
  }
  return null;
}

/** A form of `Input` with these rules and labels. */
export function schemaForm<Input>(
  rules: FormRules<Input>,
  labels: Readonly<Partial<Record<keyof Input & string, string>>>,
): SchemaForm<Input> {
  const ruleOf = (name: keyof Input & string): FieldRule => rules[name];
  const labelOf = (name: keyof Input & string): string => labels[name] ?? name;
  return {
    rules,
    labels,
    errors(input, fieldId) {
      const problems: FormError[] = [];
      for (const name of Object.keys(labels) as (keyof Input & string)[]) {
        const message = ruleProblem(ruleOf(name), labelOf(name), input[name]);
        if (message) problems.push({ field: fieldId(name), message });
      }
      return problems;
    },
    fields({ fieldId, error }) {
      const field = (name: keyof Input & string): SchemaFieldProps => ({
        id: fieldId(name),
        label: labelOf(name),
        required: ruleOf(name).required,
        error: error(fieldId(name)),
      });
      return {
        field,
        text: (name) => ({ ...field(name), maxLength: ruleOf(name).maxLength }),
        number: (name) => ({ ...field(name), min: ruleOf(name).minimum, max: ruleOf(name).maximum }),
        lines: (name) => ({
          id: fieldId(name),
          label: labelOf(name),
          maxItems: ruleOf(name).maxItems,
          maxLength: ruleOf(name).items?.maxLength,
        }),
      };
    },
  };
}

/**
 * The problems of a form: the schema's first, then the screen's own checks for fields the schema
 * found nothing wrong with (a field shows one problem at a time).
 */
export function formProblems<Input>(
  schema: SchemaForm<Input> | undefined,
  own: ((input: Input, fieldId: (name: string) => string) => FormError[]) | undefined,
  input: Input,
  fieldId: (name: string) => string,
): FormError[] {
  const fromSchema = schema ? schema.errors(input, fieldId) : [];
  const flagged = new Set(fromSchema.map((problem) => problem.field));
  const fromScreen = (own?.(input, fieldId) ?? []).filter((problem) => !problem.field || !flagged.has(problem.field));
  return [...fromSchema, ...fromScreen];
}
