import { useCallback, useEffect, useRef, useState } from "react";

/**
 * One behaviour for every popover of the header (the bell, the avatar menu, the store picker, the
 * search bar; issue 33, item 5): Escape closes it and gives focus back to its button, a tap or
 * click outside closes it, and opening one closes whichever other is open.
 */

/** The close function of the popover that is open now, if any: one open at a time. */
let closeOpenOne: (() => void) | undefined;

export interface Popover<T extends HTMLElement> {
  readonly open: boolean;
  readonly show: () => void;
  /** Closes; `refocus` gives focus back to the button (after a choice made inside the panel). */
  readonly close: (refocus?: boolean) => void;
  readonly toggle: () => void;
  /** The element holding the button and the panel: a pointer down outside it closes. */
  readonly wrapRef: React.RefObject<HTMLDivElement | null>;
  readonly triggerRef: React.RefObject<T | null>;
}

export function usePopover<T extends HTMLElement = HTMLButtonElement>(): Popover<T> {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<T>(null);
  // Stable for the component's life, so the module can tell which popover is the open one.
  const [hide] = useState(() => () => setOpen(false));

  const close = useCallback(
    (refocus = false) => {
      if (closeOpenOne === hide) closeOpenOne = undefined;
      setOpen(false);
      if (refocus) triggerRef.current?.focus();
    },
    [hide],
  );
  const show = useCallback(() => {
    if (closeOpenOne !== undefined && closeOpenOne !== hide) closeOpenOne();
    closeOpenOne = hide;
    setOpen(true);
  }, [hide]);
  const toggle = useCallback(() => (open ? close() : show()), [open, close, show]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);
  // A popover that goes away while open (a change of store remounts the bell) frees its place.
  useEffect(
    () => () => {
      if (closeOpenOne === hide) closeOpenOne = undefined;
    },
    [hide],
  );

  return { open, show, close, toggle, wrapRef, triggerRef };
}
