import { describe, expect, it, vi } from 'vitest';
import { dismissUpdate, isUpdateAvailable, offerUpdate, reloadToUpdate, subscribeToUpdates } from '../../src/platform/pwa.ts';

describe('update prompt state', () => {
  it('offers an update to subscribers, and Reload runs the activation once', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdates(listener);
    const apply = vi.fn();
    expect(isUpdateAvailable()).toBe(false);
    offerUpdate(apply);
    expect(isUpdateAvailable()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    reloadToUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(isUpdateAvailable()).toBe(false);
    unsubscribe();
    offerUpdate(apply);
    expect(listener).toHaveBeenCalledTimes(2);
    dismissUpdate();
  });

  it('hides the prompt on dismiss without activating', () => {
    const apply = vi.fn();
    offerUpdate(apply);
    dismissUpdate();
    expect(isUpdateAvailable()).toBe(false);
    expect(apply).not.toHaveBeenCalled();
  });
});
