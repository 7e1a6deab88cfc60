/**
 * Bundles Cloud Code once per run, for every backend the integration files start: from the
 * sources, so a run never tests a stale dist-cloud/ (each file used to bundle it again: 8 builds).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCloud } from '../../scripts/build-cloud.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Cloud Code bundle of this run's sources (main.cjs in a temporary directory). */
    cloudFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'emoji-atlas-test-cloud-'));
  project.provide('cloudFile', await buildCloud(dir));
  return () => rm(dir, { recursive: true, force: true });
}
