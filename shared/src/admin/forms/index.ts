// Forms described by the API's input schemas: each field's rules (required, lengths, ranges) read
// from the schema the server validates with, the labels the screen gives, the French checks.
export {
  schemaForm,
  formProblems,
  ruleProblem,
  type SchemaForm,
  type SchemaFields,
  type SchemaFieldProps,
} from './schemaForm';
export { type FieldRule, type FormRules } from './fieldRules';
export * from './inputRules';
