// The star of the details dialog and the emoji page: one accessible name, its state in aria-pressed,
// the stored list read on its own (the emoji page has no catalogue to read it first).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { FAVORITES_KEY, usePreferences } from '../../../src/hooks/preferences.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { FavoriteToggle } from '../../../src/ui/favorite-toggle.tsx';

async function renderToggle(hexcode: string) {
  const i18n = await createI18n('ja', async () => ja);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FavoriteToggle hexcode={hexcode} />
      </I18nextProvider>,
    );
  });
  return screen.getByTestId('favorite-toggle');
}

describe('FavoriteToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferences.setState({ tone: 0, panelMode: 'copy', history: [], favorites: [], loaded: false });
  });
  afterEach(cleanup);

  it('reads the stored favourites itself and shows the emoji as starred', async () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(['1F355']));
    const toggle = await renderToggle('1F355');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'お気に入り', pressed: true })).toBe(toggle);
  });

  it('stars and unstars with the same name, and stores the change', async () => {
    const toggle = await renderToggle('1F600');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('★ お気に入り');
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toEqual(['1F600']);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toEqual([]);
  });

  it('treats a corrupt stored list as empty', async () => {
    localStorage.setItem(FAVORITES_KEY, '{"broken"');
    const toggle = await renderToggle('1F600');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toEqual(['1F600']);
  });
});
