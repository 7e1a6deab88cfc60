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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function runStepsInTasks<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}
