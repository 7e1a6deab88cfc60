/**
 * The update prompt: Reload runs the activation, and a press on the bar is not the first input the
 * kitchen waits for to start its downloads (src/features/home/deferred-kitchen.tsx): only the page's content
 * (<main>) and scrolling count, so Reload never starts requests through the worker it replaces.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitchenWanted } from '../../../src/features/home/deferred-kitchen.tsx';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { loadMessages } from '../../../src/i18n/messages.ts';
import { dismissUpdate, offerUpdate } from '../../../src/platform/pwa.ts';
import { UpdatePrompt } from '../../../src/ui/update-prompt.tsx';

let english: i18n;
beforeAll(async () => {
  english = await createI18n('en', loadMessages);
});
afterEach(() => {
  act(dismissUpdate);
  cleanup();
});

async function renderPageWithPrompt() {
  const apply = vi.fn();
  render(
    <I18nextProvider i18n={english}>
      <main id="main">
        <button type="button">in the page</button>
      </main>
      <UpdatePrompt />
    </I18nextProvider>,
  );
  act(() => offerUpdate(apply));
  // The bar is a chunk of its own, loaded when an update is offered.
  const reload = await screen.findByRole('button', { name: english.t('pwa.reload') });
  return { apply, reload, inPage: screen.getByRole('button', { name: 'in the page' }) };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {});
  return done;
}

const press = (element: HTMLElement) => {
  fireEvent.pointerDown(element);
  fireEvent.focusIn(element);
  fireEvent.keyDown(element, { key: 'Enter' });
};

describe('update prompt', () => {
  it('runs the activation on Reload once, then says the update is under way until the page reloads', async () => {
    const { apply, reload } = await renderPageWithPrompt();
    expect(screen.getByRole('alert').textContent).toContain(english.t('pwa.updateAvailable'));
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    const bar = screen.getByRole('alert');
    expect(bar.querySelector('p')!.textContent).toBe(english.t('pwa.updating'));
    expect(bar.getAttribute('aria-busy')).toBe('true');
    // Reload keeps its place and the focus, and does nothing more; Later is gone.
    expect(reload.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: english.t('pwa.dismiss') })).toBeNull();
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('is not the first input the kitchen waits for; a press in the page content is', async () => {
    const { reload, inPage } = await renderPageWithPrompt();
    const input = kitchenWanted(document.getElementById('main')!);
    press(reload);
    expect(await settled(input)).toBe(false);
    fireEvent.pointerDown(inPage);
    expect(await settled(input)).toBe(true);
  });

  it('counts a scroll of the page as the first input', async () => {
    await renderPageWithPrompt();
    const input = kitchenWanted(document.getElementById('main')!);
    expect(await settled(input)).toBe(false);
    fireEvent.scroll(window);
    expect(await settled(input)).toBe(true);
  });
});
