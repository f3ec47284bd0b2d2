import { useEffect, useState } from "react";

/** How long typing must pause before a search goes out: one request per word, not per key. */
const SETTLE_MS = 300;

/** The text once the person has stopped typing for a moment (a cleared box applies at once). */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text.trim() === "" ? text : settled;
}
