import type { ReactNode } from "react";
import { TextField } from "../../components/text-field";
import * as css from "./admin.css";

/** A console list's toolbar: its search box, taking the room left, then its filters and buttons. */
export function AdminToolbar({
  searchKey,
  words,
  onWords,
  children,
}: {
  readonly searchKey: string;
  readonly words: string;
  readonly onWords: (words: string) => void;
  readonly children: ReactNode;
}) {
  return (
    <div className={css.toolbar}>
      <div className={css.grow}>
        <TextField
          labelKey={searchKey}
          type="search"
          value={words}
          onValueChange={onWords}
          autoComplete="off"
        />
      </div>
      {children}
    </div>
  );
}
