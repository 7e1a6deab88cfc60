/**
 * Runs work written as a generator that pauses (yield) between its steps: at once, or one step per
 * task, so that a visitor's input and the rest of the page's start get the main thread in between.
 * Here, in the bottom layer, for the emoji data's decoding and the platform's emoji-support probes.
 */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The pause between two steps. scheduler.yield() (Chromium 129+) lets input and rendering through
 * and resumes ahead of other tasks; a chain of timers instead waits at least 4 ms a step from its
 * fifth on (the HTML spec's nesting clamp), 0.1 s over the emoji data's 34 steps. Elsewhere
 * (Safari, Node) a timer.
 */
const nextTask = (): Promise<void> => {
  // A browser global (Prioritized Task Scheduling), typed here because the core type-checks without the DOM.
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

export async function runStepsInTasks<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}
