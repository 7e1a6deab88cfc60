/**
 * `npm test`'s last step: three vitest runs at the same time, one per lane: unit then integration,
 * the e2e files that need only the built site (`e2e-site`), and those that talk to the backend
 * (`e2e-backend`; vitest.config.ts says which).
 *
 * Why lanes: vitest runs the files of a project whose files go one at a time (e2e: one Chromium;
 * integration: the files empty one shared database), and such projects one after the other, though
 * each lane has its own backend, database, static server and browser and never meets the others.
 * One e2e file keeps the CPU about 30 % busy (the shell test: 100 s of CPU in 178 s) and the
 * integration files mostly wait on rate-limit windows and process starts. Side by side on two
 * cores they do slow each other (load 7-10; the pwa file 131 s against 90 s alone), yet the whole
 * run took 433-505 s on fresh clones, against 786 s one after the other.
 *
 * Arguments go to every lane (`npm test -- tests/unit/routes.test.ts`); a lane that then has no
 * file to run passes. Output is passed on line by line, each line whole; vitest labels each file
 * with its project, and each lane's summary ends its lines.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './env.ts';

// Its command-line entry (package.json `bin`), which the package's exports do not name.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const RUNS = [
  { name: 'unit + integration', projects: ['unit', 'unit-dom', 'integration'] },
  { name: 'e2e-site', projects: ['e2e-site'] },
  { name: 'e2e-backend', projects: ['e2e-backend'] },
];

function run(projects: string[]): Promise<number> {
  const options = projects.flatMap((project) => ['--project', project]);
  const child = spawn(process.execPath, [vitest, 'run', ...options, ...(args.length ? ['--passWithNoTests', ...args] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const started = performance.now();
const codes = await Promise.all(RUNS.map((r) => run(r.projects)));
const seconds = Math.round((performance.now() - started) / 1000);
for (const [index, { name }] of RUNS.entries()) console.log(`${name}: ${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}`);
console.log(`tests: ${seconds} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
