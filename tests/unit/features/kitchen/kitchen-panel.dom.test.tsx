/**
 * The kitchen panel with its real data: the language's emoji file and the kitchen's shards are
 * served by msw from src/generated/ (built by `npm run build`, which `npm test` runs first).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../../scripts/lib/env.ts';
import { loadEmojiData } from '../../../../src/emoji/load.ts';
import { KitchenPanel } from '../../../../src/features/kitchen/kitchen-panel.tsx';
import { createI18n } from '../../../../src/i18n/i18n.ts';
import { loadMessages } from '../../../../src/i18n/messages.ts';
import { PageLanguageContext } from '../../../../src/i18n/page-language.ts';
import { ToastProvider } from '../../../../src/ui/toast.tsx';

const STICKERS = 'https://www.gstatic.com/android/keyboard/emojikitchen';

const server = setupServer(
  http.get('/src/generated/*', ({ request }) => {
    const path = join(ROOT, decodeURIComponent(new URL(request.url).pathname));
    return HttpResponse.json(JSON.parse(readFileSync(path, 'utf8')));
  }),
);

let english: i18n;
let kitchen: typeof import('../../../../src/features/kitchen/kitchen-data.ts');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  english = await createI18n('en', loadMessages);
  kitchen = await import('../../../../src/features/kitchen/kitchen-data.ts');
  // jsdom draws nothing: without a canvas the panel shows every emoji, as on a device that draws all.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
// jsdom lays nothing out and has no scrollIntoView; a shared ?mix= scrolls the panel into view.
const scrollIntoView = vi.fn();
beforeEach(() => {
  history.replaceState(null, '', '/en?q=cat');
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={english}>
      <PageLanguageContext value="en">
        <ToastProvider>{children}</ToastProvider>
      </PageLanguageContext>
    </I18nextProvider>
  );
}

const renderPanel = () => render(<KitchenPanel />, { wrapper: Providers });
const picker = (side: 'left' | 'right') => screen.getByTestId(`kitchen-${side}`);
const mixParam = () => new URLSearchParams(location.search).get('mix');
/** The emoji buttons a side has drawn. */
const drawn = (side: 'left' | 'right') => [...picker(side).querySelectorAll<HTMLButtonElement>('.kitchen-grid button[data-hex]')];
/** A long list draws its first 120 buttons until asked for the rest: these tests look at the whole offer. */
const showAll = (side: 'left' | 'right') => {
  const more = picker(side).querySelector('.kitchen-more');
  if (more) fireEvent.click(more);
};
// CSS selectors rather than role queries: computing the names of 1,238 buttons per query is slow in jsdom.
const buttons = (side: 'left' | 'right') => {
  showAll(side);
  return [...picker(side).querySelectorAll<HTMLButtonElement>('.kitchen-grid button[data-hex]')];
};
const button = (side: 'left' | 'right', hexcode: string) => {
  showAll(side);
  return picker(side).querySelector<HTMLButtonElement>(`button[data-hex="${hexcode}"]`)!;
};

/** Waits until a side offers its emoji, and returns their buttons. */
async function options(side: 'left' | 'right') {
  await waitFor(() => expect(buttons(side).length).toBeGreaterThan(0));
  return buttons(side);
}

const choose = async (side: 'left' | 'right', hexcode: string) => {
  await options(side);
  fireEvent.click(button(side, hexcode));
};

// Rendering 1,238 emoji buttons in jsdom takes a second or more per test on a busy machine.
describe('KitchenPanel', () => {
  it('offers every kitchen emoji, then on the other side only the partners of the chosen one', async () => {
    renderPanel();
    expect(await options('left')).toHaveLength(kitchen.kitchenTable.emoji.length);
    await choose('left', '1F600');

    const partners = await kitchen.loadPartners('1f600');
    await waitFor(() => expect(buttons('right')).toHaveLength(partners.size));
    const offered = buttons('right').map((offer) => offer.dataset.hex!.toLowerCase());
    expect(offered.filter((hexcode) => !partners.has(hexcode))).toEqual([]);
    const grinning = button('left', '1F600');
    expect(grinning.getAttribute('aria-label')).toBe('grinning face');
    expect(grinning.dataset.emoji).toBe('😀');
    expect(grinning.getAttribute('aria-pressed')).toBe('true');
    expect(mixParam()).toBe('1f600_');
  });

  it('shows the sticker of a picked pair, named in the UI language, and puts the pair in the URL', async () => {
    renderPanel();
    await choose('left', '1F600');
    await choose('right', '1F525');

    const sticker = await screen.findByTestId('kitchen-result');
    expect(sticker.getAttribute('src')).toBe(`${STICKERS}/20201001/u1f600/u1f600_u1f525.png`);
    expect(sticker.getAttribute('alt')).toBe('Emoji Kitchen sticker mixing grinning face and fire');
    expect(mixParam()).toBe('1f600_1f525');
    expect(new URLSearchParams(location.search).get('q')).toBe('cat');
  });

  it('swaps the two sides', async () => {
    renderPanel();
    await choose('left', '1F600');
    await choose('right', '1F525');
    await screen.findByTestId('kitchen-result');

    fireEvent.click(screen.getByText('Swap', { selector: 'button' }));
    await waitFor(() => expect(screen.getByTestId('kitchen-result').getAttribute('src')).toBe(`${STICKERS}/20201001/u1f525/u1f525_u1f600.png`));
    expect(mixParam()).toBe('1f525_1f600');
    expect(button('left', '1F525').getAttribute('aria-pressed')).toBe('true');
    expect(button('right', '1F600').getAttribute('aria-pressed')).toBe('true');
  });

  it('unchooses an emoji chosen again, offering every emoji on the other side again', async () => {
    const all = kitchen.kitchenTable.emoji.length;
    const fewPartners = await emojiWithFewestPartners();
    renderPanel();
    await choose('left', fewPartners.toUpperCase());
    await waitFor(() => expect(buttons('right').length).toBeLessThan(all));
    fireEvent.click(button('left', fewPartners.toUpperCase()));
    await waitFor(() => expect(buttons('right')).toHaveLength(all));
    expect(mixParam()).toBeNull();
  });

  it('restores a shared pair from the URL', async () => {
    history.replaceState(null, '', '/en?mix=1f525_2764-fe0f-200d-1fa79');
    renderPanel();
    const sticker = await screen.findByTestId('kitchen-result', {});
    expect(sticker.getAttribute('alt')).toBe('Emoji Kitchen sticker mixing fire and mending heart');
    expect(sticker.getAttribute('src')).toMatch(/\/u1f525\/u1f525_u2764-ufe0f-u200d-u1fa79\.png$/);
    // The panel, below the catalogue, is scrolled into view.
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('section.kitchen'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('does not scroll to the panel without a shared pair', async () => {
    renderPanel();
    await act(async () => {});
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('says when a pair has no sticker and offers the partners of the first emoji instead', async () => {
    const [left, right] = await pairWithoutSticker();
    history.replaceState(null, '', `/en?mix=${left}_${right}`);
    renderPanel();

    expect(await screen.findByText('There is no sticker for this pair yet.')).toBeTruthy();
    const partners = await kitchen.loadPartners(left);
    const group = screen.getByText(/^Emoji that mix with /, { selector: 'h3' }).nextElementSibling!;
    expect(group.getAttribute('aria-label')).toBe(`Emoji that mix with ${await englishLabel(left)}`);
    fireEvent.click(group.querySelector('.kitchen-more')!);
    const offered = [...group.querySelectorAll<HTMLButtonElement>('button[data-hex]')];
    expect(offered).toHaveLength(partners.size);

    fireEvent.click(offered[0]!);
    const sticker = await screen.findByTestId('kitchen-result');
    expect(sticker.getAttribute('src')).toContain(`_u${offered[0]!.dataset.hex!.toLowerCase().split('-')[0]}`);
    expect(mixParam()).toBe(`${left}_${offered[0]!.dataset.hex!.toLowerCase()}`);
  });

  it('tries the other order when a sticker fails to load, then says it could not be loaded', async () => {
    renderPanel();
    await choose('left', '1F600');
    await choose('right', '1F525');

    fireEvent.error(await screen.findByTestId('kitchen-result'));
    expect(screen.getByTestId('kitchen-result').getAttribute('src')).toBe(`${STICKERS}/20201001/u1f525/u1f525_u1f600.png`);
    fireEvent.error(screen.getByTestId('kitchen-result'));
    expect(screen.queryByTestId('kitchen-result')).toBeNull();
    expect(screen.getByText('The sticker could not be loaded.')).toBeTruthy();
  });

  it('says the visitor is offline instead of showing a broken image, and tries again once online', async () => {
    renderPanel();
    await choose('left', '1F600');
    await choose('right', '1F525');
    const sticker = await screen.findByTestId('kitchen-result');

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.error(sticker);
    fireEvent.error(screen.getByTestId('kitchen-result'));
    expect(screen.getByText('You are offline: stickers you have not seen before cannot be loaded.')).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('kitchen-result').getAttribute('src')).toBe(`${STICKERS}/20201001/u1f600/u1f600_u1f525.png`);
    onLine.mockRestore();
  });

  it('picks a random pair that has a sticker', async () => {
    renderPanel();
    await options('left');
    fireEvent.click(screen.getByText('Random pair', { selector: 'button' }));
    const sticker = await screen.findByTestId('kitchen-result');
    const [left, right] = mixParam()!.split('_') as [string, string];
    expect((await kitchen.loadPartners(left)).has(right)).toBe(true);
    expect(sticker.getAttribute('src')).toMatch(/^https:\/\/www\.gstatic\.com\/android\/keyboard\/emojikitchen\/\d{8}\/u/);
  });

  it('searches like the home screen, within what the side offers', async () => {
    renderPanel();
    await options('right');
    fireEvent.change(within(picker('right')).getByRole('searchbox', { name: 'Search kitchen emoji' }), { target: { value: 'fire' } });
    const found = buttons('right');
    expect(found[0]!.getAttribute('aria-label')).toBe('fire');
    expect(found.length).toBeLessThan(20);
  });

  it('moves through a picker with the arrow keys from a single tab stop', async () => {
    renderPanel();
    await waitFor(() => expect(drawn('left').length).toBeGreaterThan(0));
    const [first, second] = drawn('left');
    expect(drawn('left').filter((offer) => offer.tabIndex === 0)).toEqual([first]);
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second!.tabIndex).toBe(0);
    // End reaches the last emoji, though only the first 120 were drawn.
    fireEvent.keyDown(second!, { key: 'End' });
    expect(drawn('left')).toHaveLength(kitchen.kitchenTable.emoji.length);
    expect(document.activeElement).toBe(drawn('left').at(-1));
  });

  it('draws the first 120 emoji of a long list, and the rest when the visitor scrolls towards its end or asks for all', async () => {
    renderPanel();
    const all = kitchen.kitchenTable.emoji.length;
    await waitFor(() => expect(drawn('left')).toHaveLength(120));
    expect(drawn('right')).toHaveLength(120);
    const grid = picker('left').querySelector<HTMLElement>('.kitchen-grid')!;
    const more = grid.querySelector<HTMLButtonElement>('.kitchen-more')!;
    expect(more.textContent).toBe(`Show all ${all}`);
    expect(more.previousElementSibling).toBe(drawn('left').at(-1));

    // jsdom lays nothing out: give the box the sizes a browser would.
    const box = (scrollTop: number) => {
      Object.defineProperties(grid, { scrollHeight: { value: 1200, configurable: true }, clientHeight: { value: 240, configurable: true } });
      grid.scrollTop = scrollTop;
      fireEvent.scroll(grid);
    };
    box(600); // 360 px left to scroll, more than a box
    expect(drawn('left')).toHaveLength(120);
    box(800); // 160 px left
    expect(drawn('left')).toHaveLength(all);
    expect(grid.querySelector('.kitchen-more')).toBeNull();

    // The button draws the rest and takes the focus to the first emoji it added.
    const rightMore = picker('right').querySelector<HTMLButtonElement>('.kitchen-more')!;
    fireEvent.click(rightMore);
    expect(drawn('right')).toHaveLength(all);
    expect(document.activeElement).toBe(drawn('right')[120]);
  });
});

describe('KitchenPanel on the server', () => {
  it('renders without browser APIs, hydrates without a mismatch, then restores ?mix=', async () => {
    history.replaceState(null, '', '/en?mix=1f600_1f525');
    const html = renderToString(
      <Providers>
        <KitchenPanel />
      </Providers>,
    );
    expect(html).toContain('data-testid="kitchen-left"');
    expect(html).not.toContain('data-testid="kitchen-result"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Providers>
          <KitchenPanel />
        </Providers>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await waitFor(() => expect(container.querySelector('[data-testid="kitchen-result"]')).not.toBeNull());
    expect(mismatches).toEqual([]);
    container.remove();
  });
});

async function englishLabel(hexcode: string): Promise<string> {
  return (await loadEmojiData('en')).find((emoji) => emoji.hexcode.toLowerCase() === hexcode)!.label;
}

/** The kitchen emoji that mixes with the fewest others (the hexcodes of emoji data are uppercase). */
async function emojiWithFewestPartners(): Promise<string> {
  const counts = await Promise.all(kitchen.kitchenTable.emoji.map(async (hexcode) => [hexcode, (await kitchen.loadPartners(hexcode)).size] as const));
  return counts.reduce((fewest, entry) => (entry[1] < fewest[1] ? entry : fewest))[0];
}

/** Two kitchen emoji without a sticker together, from the real data. */
async function pairWithoutSticker(): Promise<[string, string]> {
  for (const left of kitchen.kitchenTable.emoji) {
    const partners = await kitchen.loadPartners(left);
    const right = kitchen.kitchenTable.emoji.find((hexcode) => !partners.has(hexcode));
    if (right) return [left, right];
  }
  throw new Error('every pair has a sticker');
}
