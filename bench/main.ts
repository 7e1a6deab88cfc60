/**
 * `npm run bench`: the project's performance figures against their budgets, measured on the built
 * site (dist/; this builds nothing). Serves dist/ on a free port, runs each section in turn, prints
 * one table, and exits 1 when a budget is broken or a section fails — after printing everything.
 *
 * A section is a function from the served site's URL to rows (bench/types.ts); add one by
 * listing it in SECTIONS.
 */
import { requireBuiltSite } from '../scripts/lib/built-site.ts';
import { measureChineseTagsSize, measureDataSizes } from '../scripts/lib/site-sizes.ts';
import { startStaticServer } from '../scripts/run/serve.ts';
import { DATA_BUDGET_BYTES, HIT_AT_1_BUDGET, INDEX_BUDGET_MS, MEDIAN_BUDGET_MS, P95_BUDGET_MS } from './budgets.ts';
import { benchColdLoad } from './cold-load.ts';
import { benchEmojiPages } from './emoji-pages.ts';
import { benchFirstVisit } from './first-visit.ts';
import { benchInstallability } from './installability.ts';
import { benchKitchen } from './kitchen.ts';
import { benchObservedLcp } from './lcp.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMemory } from './memory.ts';
import { benchOptimizer } from './optimizer.ts';
import { benchPhoneTyping } from './phone-typing.ts';
import { benchPwa } from './pwa.ts';
import { benchSearch, measureHeadQueries } from './search.ts';
import type { BenchRow, BenchSection } from './types.ts';

/** bench/search.ts reports in its own shape (it also runs on its own); these are its rows. */
async function benchSearchInNode(): Promise<BenchRow[]> {
  const sizes = measureDataSizes();
  const speeds = await benchSearch();
  const head = measureHeadQueries();
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  return [
    ...sizes.map(
      ({ lang, gzipBytes }): BenchRow => ({
        section: 'emoji data',
        metric: `${lang} data file (gzip -9)`,
        value: round(gzipBytes / 1000, 1),
        unit: 'kB',
        budget: `≤ ${DATA_BUDGET_BYTES / 1000}`,
        pass: gzipBytes <= DATA_BUDGET_BYTES,
      }),
    ),
    {
      section: 'emoji data',
      metric: 'Chinese tags for zh_tw, ja, ko, es (gzip -9; on a Han query)',
      value: round(measureChineseTagsSize() / 1000, 1),
      unit: 'kB',
    },
    {
      section: 'search (Node)',
      metric: `head queries, expected emoji first (hit@1 of ${head.queries}; misses: ${head.misses.join('; ') || 'none'})`,
      value: round(head.hitAt1, 3),
      unit: '',
      budget: `≥ ${HIT_AT_1_BUDGET}`,
      pass: head.hitAt1 >= HIT_AT_1_BUDGET,
    },
    ...speeds.flatMap(({ lang, medianMs, p95Ms, queries, indexMs }): BenchRow[] => [
      {
        section: 'search (Node)',
        metric: `${lang} keystroke, median of ${queries}`,
        value: round(medianMs, 3),
        unit: 'ms',
        budget: `≤ ${MEDIAN_BUDGET_MS}`,
        pass: medianMs <= MEDIAN_BUDGET_MS,
      },
      {
        section: 'search (Node)',
        metric: `${lang} keystroke, p95`,
        value: round(p95Ms, 3),
        unit: 'ms',
        budget: `≤ ${P95_BUDGET_MS}`,
        pass: p95Ms <= P95_BUDGET_MS,
      },
      {
        section: 'search (Node)',
        metric: `${lang} index build`,
        value: round(indexMs, 1),
        unit: 'ms',
        budget: `≤ ${INDEX_BUDGET_MS}`,
        pass: indexMs <= INDEX_BUDGET_MS,
      },
    ]),
  ];
}

// In turn, never at once: the timings must not compete for the two cores. Lighthouse is slowest, so last.
const SECTIONS: { name: string; run: BenchSection }[] = [
  { name: 'cold load', run: benchColdLoad },
  { name: 'search (Node)', run: benchSearchInNode },
  { name: 'emoji pages', run: benchEmojiPages },
  { name: 'phone typing', run: benchPhoneTyping },
  { name: 'memory', run: benchMemory },
  { name: 'kitchen', run: () => benchKitchen() },
  { name: 'pwa', run: () => benchPwa() },
  { name: 'first visit', run: () => benchFirstVisit() },
  { name: 'installability', run: benchInstallability },
  { name: 'optimizer', run: () => benchOptimizer() },
  { name: 'observed LCP', run: benchObservedLcp },
  { name: 'lighthouse', run: benchLighthouse },
];

/** Rows of a section together (a section may interleave two), sections in the order they first appear. */
function groupBySection(rows: BenchRow[]): BenchRow[] {
  const sections = [...new Set(rows.map((row) => row.section))];
  return sections.flatMap((section) => rows.filter((row) => row.section === section));
}

function printTable(rows: BenchRow[]): void {
  const grouped = groupBySection(rows);
  const cells = grouped.map((row) => [
    row.section,
    row.metric,
    typeof row.value === 'number' ? row.value.toLocaleString('en') : row.value,
    row.unit,
    row.budget ?? '',
    row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL',
  ]);
  const header = ['section', 'metric', 'value', 'unit', 'budget', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  // Numbers right-aligned, text left-aligned.
  const line = (cell: string[], numeric = false) =>
    cell.map((text, column) => (column === 2 && numeric ? text.padStart(widths[column]!) : text.padEnd(widths[column]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  cells.forEach((cell, index) => {
    if (index > 0 && cell[0] !== cells[index - 1]![0]) console.log('');
    console.log(line(cell, typeof grouped[index]!.value === 'number').trimEnd());
  });
}

async function main(): Promise<number> {
  try {
    requireBuiltSite();
  } catch (error) {
    console.error(`npm run bench: ${(error as Error).message}`);
    return 1;
  }
  const site = await startStaticServer({ port: 0 });
  const rows: BenchRow[] = [];
  try {
    for (const { name, run } of SECTIONS) {
      const started = performance.now();
      try {
        rows.push(...(await run(site.url)));
        console.error(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        // One broken section must not hide the others' figures; it fails the run like a broken budget.
        console.error(`bench: ${name} failed:`, error);
        rows.push({
          section: name,
          metric: 'section failed (error above)',
          value: String((error as Error).message ?? error).split('\n')[0]!,
          unit: '',
          pass: false,
        });
      }
    }
  } finally {
    await site.close();
  }
  console.log('');
  printTable(rows);
  const failed = rows.filter((row) => row.pass === false);
  const judged = rows.filter((row) => row.pass !== undefined);
  const brokenPerSection = [...new Set(failed.map((row) => row.section))].map(
    (section) => `${section} ${failed.filter((row) => row.section === section).length}`,
  );
  console.log(
    `\n${judged.length - failed.length} of ${judged.length} budgets kept${failed.length ? `; FAIL in ${brokenPerSection.join(', ')}` : ''}`,
  );
  return failed.length ? 1 : 0;
}

process.exitCode = await main();
