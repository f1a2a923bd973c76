/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { misjoinedParticles, particleAfterValue, unresolvedParticles, type ParticleProblem } from './particle-check';

// Reads every message the shop can show (string literals, template pieces and JSX text in the
// sources of the domain, the server and the web app) and fails on a particle that reads wrong
// (issue 26). Tests are left out: they quote wrong text on purpose.

const repoRoot = join(import.meta.dirname, '../../../..');
const scannedFolders = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

interface TextPiece {
  text: string;
  /** Whether a run-time value stands right before the text. */
  afterValue: boolean;
  /** That value's last syllable when the code fixes it: formatKrw(…) ends in 원, strong('3,000원') in 원. */
  valueEnding?: string;
  line: number;
}

function knownEnding(value: ts.Expression | undefined): string | undefined {
  if (!value || !ts.isCallExpression(value)) return undefined;
  if (value.expression.getText() === 'formatKrw') return '원';
  const [only, ...rest] = value.arguments;
  return only && rest.length === 0 && ts.isStringLiteralLike(only) ? only.text.slice(-1) : undefined;
}

/** Each text piece of the file: string literals, template pieces and JSX text. */
function* textPieces(file: string, source: string): Generator<TextPiece> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  const pieces: TextPiece[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      pieces.push({ text: node.text, afterValue: false, line: lineOf(node) });
    } else if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const span = node.parent as ts.TemplateSpan;
      pieces.push({ text: node.text, afterValue: true, valueEnding: knownEnding(span.expression), line: lineOf(node) });
    } else if (ts.isJsxText(node)) {
      const siblings = node.parent.getChildren(tree).flatMap((child) => (child.kind === ts.SyntaxKind.SyntaxList ? child.getChildren(tree) : [child]));
      const before = siblings[siblings.indexOf(node) - 1];
      const value = before !== undefined && ts.isJsxExpression(before) ? before.expression : undefined;
      pieces.push({ text: node.text, afterValue: value !== undefined, valueEnding: knownEnding(value), line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  yield* pieces;
}

function problemsIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const piece of textPieces(file, source)) {
    const problems: ParticleProblem[] = [...unresolvedParticles(piece.text), ...misjoinedParticles(piece.text)];
    const afterValue = piece.afterValue ? particleAfterValue(piece.text, piece.valueEnding) : null;
    if (afterValue) problems.push(afterValue);
    for (const problem of problems) found.push(`${file}:${piece.line} "${problem.found}" — ${problem.why}`);
  }
  return found;
}

describe('Korean particles in the shop’s messages', () => {
  it('are all resolved and fit the word before them', () => {
    const found = scannedFolders.flatMap((folder) =>
      [...sourceFiles(join(repoRoot, folder))].flatMap((path) => problemsIn(relative(repoRoot, path), readFileSync(path, 'utf8'))),
    );
    expect(found).toEqual([]);
  }, 120_000); // parses every source file: seconds alone, far longer while other suites share the two cores

  it('would catch each kind of wrong particle', () => {
    const source = [
      'const office = { weeklyClosed: "매주 월요일" };',
      'export const a = `${what}을(를) 2자 이상 입력해 주세요.`;',
      'export const b = "매주 월요일와 휴무일은 쉽니다";',
      'export const c = `${label}이 없습니다.`;',
      'export const d = <p>{office.weeklyClosed}와 휴무일은 쉽니다.</p>;',
      'export const e = "{what}(으)로 만든 의자";',
      'export const f = `배송비 ${formatKrw(fee)}를 냅니다.`;',
      'export const g = "선택한 상품는 품절입니다";',
    ].join('\n');
    expect(problemsIn('example.tsx', source)).toEqual([
      'example.tsx:2 "을(를)" — withParticle로 받침에 맞는 조사를 고르세요',
      'example.tsx:3 "월요일와" — 과/와 중 받침에 맞지 않는 조사',
      'example.tsx:4 "이" — 값 뒤의 조사는 withParticle로 붙이세요',
      'example.tsx:5 "와" — 값 뒤의 조사는 withParticle로 붙이세요',
      'example.tsx:7 "원를" — 을/를 중 받침에 맞지 않는 조사',
      'example.tsx:8 "상품는" — 은/는 중 받침에 맞지 않는 조사',
    ]);
  });

  it('leaves right particles, words that only end like one, and code-fitted placeholders alone', () => {
    const source = 'export const ok = [`${withParticle(what, "을/를")} 입력해 주세요.`, "매주 월요일과 휴무일은 쉽니다", "정가 할인", "재고가 있는 상품", "돌려받는 금액", "{brand}의 {what}(으)로", `배송비 ${formatKrw(fee)}이 붙고 ${strong("3,000원")}으로 맞춥니다`];';
    expect(problemsIn('fine.ts', source)).toEqual([]);
  });
});
