/**
 * A time budget for the engine: anything heavy runs with one, so no input freezes a server or a
 * tab. A question is one word, or one position of a Chinese or Japanese run, each of bounded
 * work; the clock is read at every CHECK_EVERY-th, so going over costs at most that many.
 */
const CHECK_EVERY = 64;

export class Deadline {
  private questions = 0;
  private over = false;
  private readonly at: number;

  /** `budgetMs` from now; Infinity for none. */
  constructor(budgetMs: number) {
    this.at = performance.now() + budgetMs;
  }

  /** Whether a question found the budget spent, without reading the clock. */
  get stopped(): boolean {
    return this.over;
  }

  /** Whether the budget is spent (the clock is read now and then). Once it is, it stays so. */
  passed(): boolean {
    if (this.over || this.at === Infinity) return this.over;
    this.questions += 1;
    if (this.questions % CHECK_EVERY === 0 && performance.now() > this.at) this.over = true;
    return this.over;
  }
}
