/**
 * Every action and kind that the API's sources write to the audit log has its French wording
 * (`shared/src/contract/audit.ts`). TypeScript already refuses a code outside the table (the types
 * of `recordAudit`); this reads the sources for the codes written as text, so that the table's
 * list of pairs stays true as well, and a cast (`as AuditAction`) does not slip through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_PAIRS } from '@wado/shared/contract';

const SOURCES = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The texts an expression may be: `'open'`, `cond ? 'update' : 'open'`, a union type `'a' | 'b'`. */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literals(node.expression);
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literals);
  if (ts.isLiteralTypeNode(node)) return literals(node.literal);
  return [];
}

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name,
  )?.initializer;

interface Written {
  actions: Map<string, string>;
  kinds: Map<string, string>;
  pairs: { action: string; kind: string; where: string }[];
}

/** What the sources write: codes given to `recordAudit`, to helpers taking an action, and each kind. */
function written(): Written {
  const found: Written = { actions: new Map(), kinds: new Map(), pairs: [] };
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit|auditKind|AuditAction|AuditKind/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${file.slice(SOURCES.length + 1)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    // Helpers whose parameter is an action (`changeItem(request, id, 'variant-add', …)`): name → its place.
    const helpers = new Map<string, number>();
    const visitDeclarations = (node: ts.Node) => {
      if (
        (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) &&
        node.parameters
      ) {
        node.parameters.forEach((parameter, index) => {
          const name = parameter.name.getText(source);
          const type = parameter.type;
          if (name === 'action') {
            for (const code of literals(type)) found.actions.set(code, where(parameter));
            if (type?.getText(source) === 'AuditAction') {
              const declared = ts.isFunctionDeclaration(node)
                ? node.name?.text
                : ts.isVariableDeclaration(node.parent)
                  ? node.parent.name.getText(source)
                  : undefined;
              if (declared) helpers.set(declared, index);
            }
          }
        });
      }
      ts.forEachChild(node, visitDeclarations);
    };
    visitDeclarations(source);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const callee = node.expression.text;
        const record = node.arguments[2];
        if (callee === 'recordAudit' && record && ts.isObjectLiteralExpression(record)) {
          const actions = literals(propertyNamed(record, 'action'));
          const kinds = literals(propertyNamed(record, 'kind'));
          for (const code of actions) found.actions.set(code, where(node));
          for (const code of kinds) found.kinds.set(code, where(node));
          for (const action of actions)
            for (const kind of kinds) found.pairs.push({ action, kind, where: where(node) });
        }
        const place = helpers.get(callee);
        if (place !== undefined)
          for (const code of literals(node.arguments[place])) found.actions.set(code, where(node));
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'auditKind') {
        for (const code of literals(node.initializer)) found.kinds.set(code, where(node));
      }
      // `const ITEM_KIND = 'shop-items'`
      if (ts.isVariableDeclaration(node) && /_KIND$/.test(node.name.getText(source))) {
        for (const code of literals(node.initializer)) found.kinds.set(code, where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the audit log’s codes', () => {
  const found = written();

  it('finds the codes of every part of the API (the scan itself works)', () => {
    for (const code of [
      'photo-add',
      'variant-add',
      'stock-adjust',
      'category-delete',
      'password-reset',
      'open',
      'send',
    ]) {
      expect(found.actions.has(code)).toBe(true);
    }
    for (const code of ['album', 'club', 'shop-items', 'shop-categories', 'site_settings', 'person', 'newsletter']) {
      expect(found.kinds.has(code)).toBe(true);
    }
  });

  it('has a French wording for every action and kind written', () => {
    const unworded = (codes: Map<string, string>, table: object) =>
      [...codes].filter(([code]) => !Object.hasOwn(table, code)).map(([code, at]) => `${code} (${at})`);
    expect(unworded(found.actions, AUDIT_ACTIONS)).toEqual([]);
    expect(unworded(found.kinds, AUDIT_KINDS)).toEqual([]);
  });

  it('lists in AUDIT_KINDS each pair written in one call', () => {
    const listed = new Set(AUDIT_PAIRS.map(({ action, kind }) => `${action} ${kind}`));
    expect(found.pairs.filter(({ action, kind }) => !listed.has(`${action} ${kind}`))).toEqual([]);
  });
});
