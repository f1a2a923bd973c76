import { z } from 'zod';
import { importProblem } from '../catalogue-console/contract';
import { CARRIERS, type Carrier } from './carriers';

// The 송장 spreadsheet an operator uploads to ship many orders at once: one row per parcel,
// CSV in UTF-8 (Excel's "CSV UTF-8" writes a BOM; both are read). Rows are numbered as
// Excel shows them, the header being row 1. Shared by the server's import and the console's
// explanation and template.

export const TRACKING_SHEET_COLUMNS = {
  orderNo: '주문번호',
  lineNos: '주문상품번호',
  carrier: '택배사',
  trackingNo: '송장번호',
} as const;
export type TrackingSheetField = keyof typeof TRACKING_SHEET_COLUMNS;
/** 주문상품번호 may be left out (or empty): every line of the order ready to ship goes in the parcel. */
export const TRACKING_SHEET_REQUIRED: readonly TrackingSheetField[] = ['orderNo', 'carrier', 'trackingNo'];

/** The template the console offers: the header and one example row (Excel opens it as UTF-8 thanks to the BOM). */
export const TRACKING_SHEET_TEMPLATE = `\uFEFF${Object.values(TRACKING_SHEET_COLUMNS).join(',')}\r\n20261124000042,,CJ대한통운,601234567890\r\n`;

const squash = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A carrier as a sheet names it: its code (CJ) or its Korean name (CJ대한통운), spaces and case aside. */
export function carrierOfCell(cell: string): Carrier | undefined {
  const wanted = squash(cell);
  if (!wanted) return undefined;
  return CARRIERS.find((carrier) => squash(carrier.code) === wanted || squash(carrier.name) === wanted);
}

/** "1", "1,2", "1 2" or "1/2" → [1, 2]; empty → [] (every line); anything else → undefined. */
export function readLineNosCell(cell: string): number[] | undefined {
  const trimmed = cell.trim();
  if (!trimmed) return [];
  const parts = trimmed.split(/[\s,/]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) < 1)) return undefined;
  const lineNos = parts.map(Number);
  return new Set(lineNos).size === lineNos.length ? lineNos : undefined;
}

export const trackingImportQuery = z.strictObject({ dryRun: z.enum(['true', 'false']).default('true').transform((value) => value === 'true') });
/** How many lines went (or, in a dry run, would go) to 배송중, and every problem by row and column. */
export const trackingImportResult = z.object({ shipped: z.number().int(), errors: z.array(importProblem) });
export type TrackingImportResult = z.infer<typeof trackingImportResult>;
