/** One line of the `npm run bench` table. Each section measures and judges its rows; main.ts prints them. */
export interface BenchRow {
  section: string;
  metric: string;
  value: number | string;
  unit: string;
  /** The budget as printed, e.g. '≤ 90'; a row without one is a figure for information. */
  budget?: string;
  /** Whether the value keeps its budget; any `false` makes `npm run bench` exit 1. */
  pass?: boolean;
}

/** A section of the bench: measures against the built site, served at `siteUrl`. */
export type BenchSection = (siteUrl: string) => BenchRow[] | Promise<BenchRow[]>;
