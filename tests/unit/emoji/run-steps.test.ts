import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps, runStepsInTasks } from '../../../src/emoji/run-steps.ts';

function* threeSteps(log: string[]): Generator<void, string> {
  log.push('one');
  yield;
  log.push('two');
  yield;
  log.push('three');
  return 'done';
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runSteps', () => {
  it('runs every step at once', () => {
    const log: string[] = [];
    expect(runSteps(threeSteps(log))).toBe('done');
    expect(log).toEqual(['one', 'two', 'three']);
  });
});

describe('runStepsInTasks', () => {
  it('pauses with scheduler.yield() where the browser has it, and never with a timer', async () => {
    const pause = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: pause });
    const timer = vi.spyOn(globalThis, 'setTimeout');
    const log: string[] = [];
    expect(await runStepsInTasks(threeSteps(log))).toBe('done');
    expect(log).toEqual(['one', 'two', 'three']);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(timer).not.toHaveBeenCalled();
  });

  it('pauses with a timer elsewhere: a step waits for a later task, not a microtask', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout');
    const log: string[] = [];
    const result = runStepsInTasks(threeSteps(log));
    await Promise.resolve();
    expect(log).toEqual(['one']);
    expect(await result).toBe('done');
    expect(log).toEqual(['one', 'two', 'three']);
    expect(timer).toHaveBeenCalledTimes(2);
  });
});
