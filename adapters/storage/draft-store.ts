/**
 * What a user typed into a public form, kept for this tab (sessionStorage) so a reload does not
 * lose it. Only plain form values go in: callers never hand it passwords or verification codes.
 * Values are read back untyped; the machine that takes a draft checks it field by field.
 */
export interface DraftStore {
  readonly read: (name: string) => unknown;
  readonly write: (name: string, value: unknown) => void;
  readonly clear: (name: string) => void;
}

const PREFIX = "portal.draft.";

export function createDraftStore(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">): DraftStore {
  // Storage may throw (privacy mode, quota): a draft is a convenience, so failures are dropped.
  return {
    read: (name) => {
      try {
        const raw = storage.getItem(PREFIX + name);
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    write: (name, value) => {
      try {
        storage.setItem(PREFIX + name, JSON.stringify(value));
      } catch {
        /* see above */
      }
    },
    clear: (name) => {
      try {
        storage.removeItem(PREFIX + name);
      } catch {
        /* see above */
      }
    },
  };
}
