import fs from 'node:fs';

/** Removes the run's templates of test data (templateData.ts) once every test has run. */
export default function removeDataTemplates(): void {
  const root = process.env.WADO_TEST_TEMPLATES;
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
