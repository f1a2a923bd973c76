import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTable } from '@/shared/routing/page-table';
import budgets from '../../startup-budgets.json';
import { startupScriptReader } from '../../build/startup-js';

// Every server-rendered page's start-up JavaScript against its budget (startup-budgets.json),
// read from the last build (npm test builds the web app before this runs). Without a build
// the check is skipped, except where MARU_REQUIRE_BUILD says one must be there (npm test).

// The web project runs in jsdom, whose URL class Node's fileURLToPath refuses: the path is joined by hand.
const webDist = process.env.MARU_WEB_DIST ?? path.resolve(path.dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '../../dist');
const built = existsSync(`${webDist}/.vite/manifest.json`);
const required = process.env.MARU_REQUIRE_BUILD === '1';
const renderedPages = pageTable.filter((entry) => entry.ssr);
const budgetKb = (name: string) => (budgets.pagesKb as Record<string, number>)[name] ?? budgets.defaultKb;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe.runIf(built || required)('start-up JavaScript of the server-rendered pages', () => {
  it('stays within each page budget', () => {
    const reader = startupScriptReader(webDist);
    const rows = renderedPages.map((entry) => ({ page: entry.name, kb: kb(reader.forPage(entry.file).bytes), budgetKb: budgetKb(entry.name) }));
    console.log(rows.map((row) => `${row.page.padEnd(22)} ${String(row.kb).padStart(6)} KB of ${row.budgetKb} KB`).join('\n'));
    expect(rows.filter((row) => row.kb > row.budgetKb)).toEqual([]);
  });

  it('names only pages the page table renders on the server', () => {
    const names = new Set(renderedPages.map((entry) => entry.name));
    expect(Object.keys(budgets.pagesKb).filter((name) => !names.has(name as never))).toEqual([]);
  });
});
