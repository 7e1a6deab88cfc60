import { describe, expect, it } from 'vitest';
import { installedWorker } from '../../../src/platform/installed-worker.ts';

/** A stand-in for a ServiceWorker: its state, and statechange events when it moves on. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state });
  const moveTo = (next: ServiceWorkerState) => {
    worker.state = next;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, moveTo };
}

/** What `promise` has settled with once pending callbacks have run, or 'pending'. */
async function outcome<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending')))]);
}

describe('installedWorker', () => {
  it('answers at once for a worker that has already installed, or gone further', async () => {
    for (const state of ['installed', 'activating', 'activated'] as const) {
      const { worker } = fakeWorker(state);
      expect(await outcome(installedWorker(worker))).toBe(worker);
    }
  });

  it('waits for an installing worker to install', async () => {
    const { worker, moveTo } = fakeWorker('installing');
    const answer = installedWorker(worker);
    expect(await outcome(answer)).toBe('pending');
    moveTo('installed');
    expect(await outcome(answer)).toBe(worker);
  });

  it('answers null when the install fails, or there is no worker', async () => {
    const { worker, moveTo } = fakeWorker('installing');
    const answer = installedWorker(worker);
    moveTo('redundant');
    expect(await outcome(answer)).toBeNull();
    expect(await outcome(installedWorker(fakeWorker('redundant').worker))).toBeNull();
    expect(await outcome(installedWorker(null))).toBeNull();
  });
});
