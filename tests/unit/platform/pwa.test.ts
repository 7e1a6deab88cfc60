import { describe, expect, it, vi } from 'vitest';
import { currentUpdateState, dismissUpdate, offerUpdate, reloadToUpdate, subscribeToUpdates } from '../../../src/platform/pwa.ts';

describe('update prompt state', () => {
  it('offers an update to subscribers; Reload runs the activation once and the update stays under way', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdates(listener);
    const apply = vi.fn();
    expect(currentUpdateState()).toBe('none');
    offerUpdate(apply);
    expect(currentUpdateState()).toBe('offered');
    expect(listener).toHaveBeenCalledTimes(1);
    reloadToUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(currentUpdateState()).toBe('updating');
    // A second press, or the new worker offering itself once installed, changes nothing.
    reloadToUpdate();
    offerUpdate(apply);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(currentUpdateState()).toBe('updating');
    unsubscribe();
    dismissUpdate();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hides the prompt on dismiss without activating', () => {
    const apply = vi.fn();
    offerUpdate(apply);
    dismissUpdate();
    expect(currentUpdateState()).toBe('none');
    expect(apply).not.toHaveBeenCalled();
  });
});
