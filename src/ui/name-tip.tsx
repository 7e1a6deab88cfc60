import { type FocusEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** Hover this long before the name shows: passing the pointer over a grid shows nothing. */
const HOVER_DELAY_MS = 350;
/**
 * A touch held this long is a long-press: the name shows and the tap is not taken as a click.
 * Android's own long-press timeout is 400-500 ms; a tap is well under 200 ms.
 */
const LONG_PRESS_MS = 450;
/** After a long-press the name stays this long once the finger lifts, to be read. */
const LINGER_MS = 1_500;

interface Tip {
  text: string;
  x: number;
  y: number;
  /** too near the top of the screen (under the sticky search) to show above the button */
  below: boolean;
}

/** Room the tip needs above a button, in px (two lines of 0.85 rem). */
const ROOM_ABOVE = 56;

const buttonIn = (container: Element, target: EventTarget | null): HTMLElement | null => {
  const button = target instanceof Element ? target.closest<HTMLElement>(':is(button, a)[aria-label]') : null;
  return button && container.contains(button) ? button : null;
};

/**
 * The name of an emoji button (or link, EmojiGrid's `links`) over it: on hover (mouse), on a long-press (touch, where `title`
 * never shows) and on keyboard focus; Escape, leaving or scrolling hides it (WCAG 1.4.13). The
 * name is the button's aria-label, already in the page's language, so the tip is a visual copy
 * of the accessible name and hidden from assistive technology (it would be read twice).
 * A long-press does not also activate the button: its click is swallowed. The touch guard
 * (src/platform/touch-guard.ts) sees a long-press as one ordinary tap, so it never cancels one.
 *
 * Returns the handlers for the grid element (delegated: one set for all its buttons) and the tip
 * to render (a portal on <body>, so no `contain` or overflow of the grid clips it).
 */
export function useNameTip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef(0);
  const longPressed = useRef(false);

  const showFor = (button: HTMLElement) => {
    const rect = button.getBoundingClientRect();
    // Kept 7 rem from the sides (half the tip's widest) so a long name is not cut off at the screen's edge.
    const margin = Math.min(112, innerWidth / 2);
    const below = rect.top < ROOM_ABOVE;
    setTip({
      text: button.getAttribute('aria-label') ?? '',
      x: Math.min(Math.max(rect.left + rect.width / 2, margin), innerWidth - margin),
      y: below ? rect.bottom : rect.top,
      below,
    });
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(null);
  };

  useEffect(() => {
    if (!tip) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTip(null);
    };
    const onScroll = () => setTip(null);
    document.addEventListener('keydown', onKey);
    addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [tip]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handlers = {
    onPointerOver(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'mouse') return;
      const button = buttonIn(event.currentTarget, event.target);
      clearTimeout(timer.current);
      if (!button) return;
      timer.current = window.setTimeout(() => showFor(button), tip ? 0 : HOVER_DELAY_MS);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') hide();
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      longPressed.current = false;
      if (event.pointerType === 'mouse') return hide();
      const button = buttonIn(event.currentTarget, event.target);
      clearTimeout(timer.current);
      if (!button) return;
      timer.current = window.setTimeout(() => {
        longPressed.current = true;
        showFor(button);
      }, LONG_PRESS_MS);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') return;
      clearTimeout(timer.current);
      if (longPressed.current) timer.current = window.setTimeout(() => setTip(null), LINGER_MS);
    },
    onPointerCancel() {
      // The touch became a scroll.
      hide();
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!longPressed.current) return;
      longPressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: MouseEvent<HTMLElement>) {
      // The long-press menu of the browser (copy text, select) would cover the name.
      if (longPressed.current || tip) event.preventDefault();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      const button = buttonIn(event.currentTarget, event.target);
      if (button?.matches(':focus-visible')) showFor(button);
    },
    onBlur: hide,
  };

  const element =
    tip &&
    createPortal(
      <div className={tip.below ? 'name-tip below' : 'name-tip'} aria-hidden="true" data-testid="name-tip" style={{ left: tip.x, top: tip.y }}>
        {tip.text}
      </div>,
      document.body,
    );
  return { handlers, tip: element };
}
