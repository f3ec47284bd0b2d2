import { useSearchParams } from "wouter";

/** Which record a console screen's form edits, from its address: `?edit=new` or `?edit=<id>`. */
export type Editing =
  { readonly kind: "none" } | { readonly kind: "new" } | { readonly kind: "record"; readonly id: number };

/**
 * The form a console screen shows, kept in the address so a reload reopens it (with its draft) and
 * Back closes it.
 */
export function useEditing(): {
  readonly editing: Editing;
  readonly open: (target: "new" | number) => void;
  readonly close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get("edit");
  const id = raw !== null && /^[1-9]\d{0,9}$/u.test(raw) ? Number(raw) : undefined;
  const editing: Editing =
    raw === "new" ? { kind: "new" } : id === undefined ? { kind: "none" } : { kind: "record", id };
  return {
    editing,
    open: (target) => setParams({ edit: String(target) }),
    close: () => setParams({}),
  };
}

/** The form's key: another record is another form (its own machine and draft). */
export const editingKey = (editing: Editing): string =>
  editing.kind === "record" ? `record-${editing.id}` : editing.kind;
