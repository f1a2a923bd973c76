/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';

// Each answer is declared once, here in the domain (issue 42 point 3): the server's response
// schemas, the web app's parsers and the test factories all use that declaration, so a field
// the server adds or renames cannot drift from a copy (the console's product choices lacked
// the brand's department the server sent).
//
// The rule this test holds the web app's API files to (the sources under an `api` folder or
// named *api*, tests and test helpers left out): they declare no object schema of their own.
// Every `z.object` / `z.strictObject` / `z.looseObject` literal and every `.extend({…})`
// found there fails, unless listed in OWN_SHAPES with the reason it is not an answer. A
// copy that already drifted (a key fewer, a key more) is caught as surely as an exact copy,
// which a comparison with the domain's shapes alone would miss. When a found shape has the key
// set of a schema the domain exports (at the top level or nested in one), the failure names
// that schema, the one to import instead.

const repoRoot = join(import.meta.dirname, '../../..');
const webSources = join(repoRoot, 'apps/web/src');

/** Object schemas the web's API files may declare: `file: variable` and why it is not an answer. */
const OWN_SHAPES: Readonly<Record<string, string>> = {
  'apps/web/src/admin/api/console-api.ts: envelope':
    "the console's transport envelope, read before the call is known to have succeeded: a refusal's code (number or string) and its data unparsed; each call's answer is the domain schema passed as `data`",
};

const isApiFile = (path: string) => {
  const parts = relative(webSources, path).split(sep);
  const name = basename(path);
  return (parts.slice(0, -1).includes('api') || /api/i.test(name)) && !parts.includes('test') && /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');
};

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else yield path;
  }
}

interface DeclaredShape {
  file: string;
  line: number;
  /** The variable it is assigned to, or '' when written in place (`data: z.object({…})`). */
  variable: string;
  how: string;
  keys: string[];
}

const OBJECT_MAKERS = new Set(['object', 'strictObject', 'looseObject']);
const EXTENDERS = new Set(['extend', 'safeExtend']);

/** Every object-schema literal of a source file: `z.object({…})` and its kin, and `.extend({…})`. */
function declaredShapes(file: string, source: string): DeclaredShape[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // What zod is called in the file (`import { z }`, `import { z as zod }`, `import * as z`), and makers imported alone (`import { object }`).
  const zodNames = new Set<string>();
  const makerNames = new Set<string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !/^zod(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name) zodNames.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) zodNames.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'z') zodNames.add(element.name.text);
        if (OBJECT_MAKERS.has(imported)) makerNames.add(element.name.text);
      }
    }
  }
  const callee = (call: ts.CallExpression): { kind: 'maker' | 'extender'; how: string } | undefined => {
    const target = call.expression;
    if (ts.isIdentifier(target)) return makerNames.has(target.text) ? { kind: 'maker', how: target.text } : undefined;
    if (!ts.isPropertyAccessExpression(target)) return undefined;
    const method = target.name.text;
    if (OBJECT_MAKERS.has(method) && ts.isIdentifier(target.expression) && zodNames.has(target.expression.text)) return { kind: 'maker', how: target.getText(tree) };
    return EXTENDERS.has(method) ? { kind: 'extender', how: target.getText(tree) } : undefined;
  };
  const found: DeclaredShape[] = [];
  const visit = (node: ts.Node): void => {
    const made = ts.isCallExpression(node) ? callee(node) : undefined;
    if (made && ts.isCallExpression(node)) {
      const [shape] = node.arguments;
      if (shape && ts.isObjectLiteralExpression(shape)) {
        const keys = shape.properties.map((property) =>
          ts.isSpreadAssignment(property) ? `...${property.expression.getText(tree)}` : !property.name || ts.isComputedPropertyName(property.name) ? property.getText(tree) : property.name.text,
        );
        let holder: ts.Node = node.parent;
        while (!ts.isVariableDeclaration(holder) && !ts.isSourceFile(holder) && !ts.isPropertyAssignment(holder)) holder = holder.parent;
        const variable = ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name.text : '';
        found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, variable, how: made.how, keys });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const keySet = (keys: readonly string[]) => [...keys].sort().join(',');

/** The key set of every object schema the domain exports, at the top level and nested in one, with where it is. */
function domainShapes(): Map<string, string[]> {
  const shapes = new Map<string, string[]>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType, where: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    const children: [z.ZodType, string][] = [];
    if (schema instanceof z.ZodObject) {
      const set = keySet(Object.keys(schema.shape));
      shapes.set(set, [...(shapes.get(set) ?? []), where]);
      for (const [key, value] of Object.entries(schema.shape)) children.push([value as z.ZodType, `${where}.${key}`]);
    }
    for (const field of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType']) {
      if (def[field] instanceof z.ZodType) children.push([def[field], field === 'element' ? `${where}[]` : where]);
    }
    if (Array.isArray(def.options)) for (const option of def.options) if (option instanceof z.ZodType) children.push([option, `${where}|`]);
    for (const [child, path] of children) walk(child, path);
  };
  for (const [name, value] of Object.entries(domain)) if (value instanceof z.ZodType) walk(value, name);
  return shapes;
}

function webApiShapes(): DeclaredShape[] {
  return [...sourceFiles(webSources)].filter(isApiFile).flatMap((path) => declaredShapes(relative(repoRoot, path), readFileSync(path, 'utf8')));
}

/** A found shape as the failure reads it, with the domain schemas of the same keys when there are any. */
function describeShape(shape: DeclaredShape, known: Map<string, string[]>): string {
  const same = known.get(keySet(shape.keys));
  const where = `${shape.file}:${shape.line} ${shape.variable ? `${shape.variable} = ` : ''}${shape.how}({ ${shape.keys.join(', ')} })`;
  return same ? `${where} — the domain already exports this shape: ${same.slice(0, 4).join(', ')}` : `${where} — declare it in packages/domain and import it`;
}

describe('each answer declared once, in the domain', () => {
  it('the web API files declare no object shape the domain already exports', () => {
    const known = domainShapes();
    expect(known.size).toBeGreaterThan(100);
    const copies = webApiShapes().filter((shape) => known.has(keySet(shape.keys)) && !(`${shape.file}: ${shape.variable}` in OWN_SHAPES));
    expect(copies.map((shape) => describeShape(shape, known))).toEqual([]);
  }, 60_000);

  it('the web API files declare no object schema of their own but the listed ones', () => {
    const known = domainShapes();
    const files = [...sourceFiles(webSources)].filter(isApiFile);
    expect(files.length).toBeGreaterThan(30);
    const own = webApiShapes().filter((shape) => !(`${shape.file}: ${shape.variable}` in OWN_SHAPES));
    expect(own.map((shape) => describeShape(shape, known))).toEqual([]);
  }, 60_000);

  it('every listed exception is still there', () => {
    const present = new Set(webApiShapes().map((shape) => `${shape.file}: ${shape.variable}`));
    expect(Object.keys(OWN_SHAPES).filter((entry) => !present.has(entry))).toEqual([]);
  }, 60_000);

  it('finds a shape however it is written', () => {
    const source = [
      "import { z } from 'zod';",
      "import * as zod from 'zod/v4';",
      "import { looseObject as loose } from 'zod';",
      "const a = z.object({ claimNo: z.string(), order: myOrderView });",
      "export const b = (no: number) => consoleApi(`/x/${no}`, { data: z.strictObject({ total: z.number() }) });",
      "const c = myOrderView.extend({ 'extra': z.boolean(), ...more });",
      "const d = zod.object({ code: zod.string() });",
      "const e = loose({ name: z.string() });",
      "const f = schema.object({ not: 'zod' });",
    ].join('\n');
    expect(declaredShapes('planted.ts', source).map(({ line, variable, how, keys }) => ({ line, variable, how, keys }))).toEqual([
      { line: 4, variable: 'a', how: 'z.object', keys: ['claimNo', 'order'] },
      { line: 5, variable: '', how: 'z.strictObject', keys: ['total'] },
      { line: 6, variable: 'c', how: 'myOrderView.extend', keys: ['extra', '...more'] },
      { line: 7, variable: 'd', how: 'zod.object', keys: ['code'] },
      { line: 8, variable: 'e', how: 'loose', keys: ['name'] },
    ]);
  });
});
