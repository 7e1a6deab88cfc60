type Listener = (...args: unknown[]) => void;

/**
 * The SDK constructs an event emitter in Parse.initialize (for LiveQuery, which this site does
 * not use) and takes it from Node's `events` module, which a browser build does not have: Vite
 * leaves an empty stand-in and initialize fails with "Emitter is not a constructor". This is the
 * part of Node's EventEmitter the SDK calls, handed to it before initialize.
 */
export class SdkEventEmitter {
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  addListener(event: string, listener: Listener): this {
    return this.on(event, listener);
  }

  once(event: string, listener: Listener): this {
    const once: Listener = (...args) => {
      this.off(event, once);
      listener(...args);
    };
    return this.on(event, once);
  }

  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((known) => known !== listener),
    );
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    return this.off(event, listener);
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): boolean {
    const listeners = this.listeners.get(event) ?? [];
    for (const listener of listeners) listener(...args);
    return listeners.length > 0;
  }
}
