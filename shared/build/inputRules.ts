/**
 * `npm run forms`: writes `shared/src/admin/forms/inputRules.ts`, the rules (required, lengths,
 * ranges) of every schema of what the browser sends (`…Input`, `…Request`, `…Query`,
 * `…Adjustment`), read from the schemas themselves, for the back office's forms, which never
 * download the schemas. Run it after changing one: `fieldRules.test.ts` fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import * as schemas from '../src/schemas';
import { fieldRulesOf, rulesName } from '../src/admin/forms/fieldRules';

const target = path.join(__dirname, '../src/admin/forms/inputRules.ts');

/** The names of the schemas of what the browser sends. */
export const SENT_SCHEMA_NAME = /(Input|Request|Query|Adjustment)$/;

/** Every object schema of the contract of what the browser sends, by name. */
export function inputSchemas(): [name: string, schema: object][] {
  return Object.entries(schemas)
    .filter(([name, value]) => SENT_SCHEMA_NAME.test(name) && typeof value === 'object' && value !== null)
    .filter(([, value]) => (value as { type?: unknown }).type === 'object')
    .sort(([a], [b]) => a.localeCompare(b)) as [string, object][];
}

async function write(): Promise<void> {
  const entries = inputSchemas();
  const source = [
    '// Written by `npm run forms` (shared/build/inputRules.ts) from the input schemas of the API:',
    '// do not edit; change the schema, then run it again. inputRules.test.ts checks that they agree.',
    `import type { ${entries.map(([name]) => name).join(', ')} } from '../../schemas';`,
    "import type { FormRules } from './fieldRules';",
    '',
    ...entries.map(
      ([name, schema]) =>
        `export const ${rulesName(name)}: FormRules<${name}> = ${JSON.stringify(fieldRulesOf(schema))};`,
    ),
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(target);
  fs.writeFileSync(target, await prettier.format(source, { ...options, filepath: target }));
  console.log(`${path.relative(process.cwd(), target)} : règles de ${entries.length} formulaires.`);
}

if (require.main === module) void write();
