/**
 * Once per run, for every integration file: bundles Cloud Code from the sources (so a run never
 * tests a stale dist-cloud/, and once, not once a file), and starts the backend
 * the files share (backend-fixture.ts): its Parse Server serves the files without needs of their
 * own, its PostgreSQL also the Parse Servers the others start; one PostgreSQL start, not one a file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCloud } from '../../scripts/build/cloud.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startBackend } from '../../scripts/local-backend/backend.ts';
import type { SharedBackend } from './backend-fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Cloud Code bundle of this run's sources (main.cjs in a temporary directory). */
    cloudFile: string;
    /** The run's shared backend: rate limits off, a throwaway database. */
    sharedBackend: SharedBackend;
  }
}

export default async function setup(project: TestProject) {
  const cloudDir = await mkdtemp(join(tmpdir(), 'emoji-atlas-test-cloud-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'emoji-atlas-test-pg-'));
  const cloudFile = await buildCloud(cloudDir);
  project.provide('cloudFile', cloudFile);
  // BACKEND_LOGS=1 shows Parse Server's and PostgreSQL's output when a test needs debugging.
  const backend = await startBackend({
    parsePort: await freePort(),
    dataDir,
    silent: process.env.BACKEND_LOGS !== '1',
    rateLimits: false,
    cloudFile,
  });
  const { serverURL, appId, javascriptKey, masterKey, databaseURI } = backend;
  project.provide('sharedBackend', { serverURL, appId, javascriptKey, masterKey, databaseURI });
  return async () => {
    await backend.stop();
    await Promise.all([rm(cloudDir, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
  };
}
