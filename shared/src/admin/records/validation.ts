import type { FormError } from './ErrorSummary';

/** A text that must be given (not only spaces). */
export function requiredText(field: string, label: string, value: string | null | undefined): FormError[] {
  return value && value.trim() ? [] : [{ field, message: `${label} : ce champ est obligatoire.` }];
}

/** A web address, when one is given: `https://…`. */
export function webLink(field: string, label: string, value: string | null | undefined): FormError[] {
  return !value || /^https?:\/\/[^\s<>"]+$/.test(value)
    ? []
    : [{ field, message: `${label} : saisissez une adresse complète, commençant par https://.` }];
}

/** The first error of each field, by field id (what each field shows under its label). */
export function errorsByField(errors: readonly FormError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) if (error.field && !(error.field in byField)) byField[error.field] = error.message;
  return byField;
}
