/**
 * The update prompt: Reload runs the activation, and a press on the bar does not reach window,
 * where the kitchen watches for the visitor's first input to start its downloads.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/i18n/i18n.ts';
import { loadMessages } from '../../src/i18n/messages.ts';
import { dismissUpdate, offerUpdate } from '../../src/platform/pwa.ts';
import { UpdatePrompt } from '../../src/ui/update-prompt.tsx';

let english: i18n;
beforeAll(async () => {
  english = await createI18n('en', loadMessages);
});
afterEach(() => {
  act(dismissUpdate);
  cleanup();
});

/** The three inputs kitchen-panel.tsx takes as the first interaction, as window sees them. */
function watchWindow() {
  const seen: string[] = [];
  const record = (event: Event) => seen.push(event.type);
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, record);
  return {
    seen,
    stop: () => {
      for (const type of ['pointerdown', 'keydown', 'focusin']) removeEventListener(type, record);
    },
  };
}

describe('update prompt', () => {
  it('reloads on Reload without the press reaching window as a page input', async () => {
    const apply = vi.fn();
    render(
      <I18nextProvider i18n={english}>
        <button type="button">elsewhere</button>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    act(() => offerUpdate(apply));
    // The bar is a chunk of its own, loaded when an update is offered.
    const reload = await screen.findByRole('button', { name: english.t('pwa.reload') });
    const window = watchWindow();
    fireEvent.pointerDown(reload);
    fireEvent.focusIn(reload);
    fireEvent.keyDown(reload, { key: 'Enter' });
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(window.seen).toEqual([]);
    // The same presses anywhere else on the page do reach it.
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.pointerDown(elsewhere);
    fireEvent.focusIn(elsewhere);
    fireEvent.keyDown(elsewhere, { key: 'Enter' });
    window.stop();
    expect(window.seen).toEqual(['pointerdown', 'focusin', 'keydown']);
  });
});
