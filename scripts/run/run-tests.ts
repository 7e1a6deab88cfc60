/**
 * `npm test`: three stages, each a few steps at the same time; a stage starts when the one before
 * it passed.
 *
 * 1. lint, typecheck and the data build (`src/generated/`, which the unit tests read);
 * 2. the site's build (client, prerender, service worker), the Cloud Code bundle, and the unit
 *    tests, which need neither;
 * 3. three vitest lanes: integration, the e2e files that need only the built site (`e2e-site`),
 *    and those that talk to the backend (`e2e-backend`; vitest.config.ts says which).
 *
 * Why side by side: much of the build keeps one core busy and the other idle (the prerender's
 * setup and its service worker, `vite build`), and that is where the unit tests run now. Vitest
 * runs the files of a project whose files go one at a time (e2e: one Chromium; integration: the
 * files empty one shared database), and such projects one after the other, though each lane has
 * its own backend, database, static server and browser and never meets the others. Side by side on
 * two cores the lanes slow each other, yet together they take about two thirds of the time they
 * take one after the other.
 *
 * Arguments go to every vitest step (`npm test -- tests/unit/app/routes.test.ts`); a step that then has
 * no file to run passes. Output is passed on line by line, each line whole: vitest labels each file
 * with its project and each step's summary ends its lines; other steps' lines start with their name.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../lib/env.ts';

interface Step {
  name: string;
  command: string[];
  /** Prefix each output line with the step's name (vitest labels its own lines). */
  label: boolean;
}

// Its command-line entry (package.json `bin`), which the package's exports do not name.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);

/** `npm run <script>` with the npm that runs `npm test`, or the one on PATH. */
const npmScript = (script: string): Step => ({
  name: script,
  command: process.env.npm_execpath ? [process.execPath, process.env.npm_execpath, 'run', '--silent', script] : ['npm', 'run', '--silent', script],
  label: true,
});

const vitestRun = (name: string, projects: string[]): Step => ({
  name,
  command: [
    process.execPath,
    vitest,
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(args.length ? ['--passWithNoTests', ...args] : []),
  ],
  label: false,
});

const STAGES: Step[][] = [
  [npmScript('lint'), npmScript('typecheck'), npmScript('build:data')],
  [npmScript('build:site'), npmScript('build:cloud'), vitestRun('unit', ['unit', 'unit-dom'])],
  [vitestRun('integration', ['integration']), vitestRun('e2e-site', ['e2e-site']), vitestRun('e2e-backend', ['e2e-backend'])],
];

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

/** Runs a step to its end: its exit code and how long it took. */
function run({ name, command, label }: Step): Promise<{ code: number; seconds: number }> {
  const stepStarted = performance.now();
  const [file, ...rest] = command as [string, ...string[]];
  const child = spawn(file, rest, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = label ? `${name} | ` : '';
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  return new Promise((resolve) => {
    const end = (code: number) => resolve({ code, seconds: seconds(stepStarted) });
    child.on('error', (error) => {
      process.stderr.write(`${name}: ${error.message}\n`);
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
let failed = false;
for (const [index, steps] of STAGES.entries()) {
  const stageStarted = performance.now();
  const ends = await Promise.all(steps.map(run));
  const results = steps.map(({ name }, i) => `${name} ${ends[i]!.code === 0 ? 'passed' : `FAILED (exit ${ends[i]!.code})`} in ${ends[i]!.seconds} s`);
  console.log(`stage ${index + 1} (${seconds(stageStarted)} s): ${results.join(', ')}`);
  if (ends.some(({ code }) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log(`npm test: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s`);
process.exit(failed ? 1 : 0);
