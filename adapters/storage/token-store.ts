import { decodeJson, encodeJson } from "./encoded-json";
import {
  checkMasterSession,
  checkPortalToken,
  checkStoredColours,
  checkStoredFlag,
  checkStoredId,
  checkStoredLanguage,
  checkStoredTokens,
} from "./stored-values";
import type {
  MasterSession as MasterSessionValue,
  PortalToken as PortalTokenValue,
  StoredColours as StoredColoursValue,
  StoredLanguage as StoredLanguageValue,
  StoredTokens as StoredTokensValue,
} from "./stored-values";

/** Storage keys. One namespace so a logout can clear exactly what the portal owns. */
export const STORAGE_KEYS = {
  tokens: "portal.tokens",
  master: "portal.master",
  location: "portal.location",
  warehouse: "portal.warehouse",
  language: "portal.language",
  colours: "portal.colours",
  externalPortal: "portal.external-portal",
  portalToken: "portal.portal-token",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What another tab changed, as seen through the `storage` event. */
export type TokenStoreChange =
  | { readonly type: "tokens.changed"; readonly tokens: StoredTokensValue | undefined }
  | { readonly type: "location.changed" }
  | { readonly type: "language.changed"; readonly language: StoredLanguageValue | undefined }
  /** Acting-as began or ended in another tab: the signed-in person is someone else now. */
  | { readonly type: "master.changed" };

export interface TokenStore {
  readonly readTokens: () => StoredTokensValue | undefined;
  readonly writeTokens: (tokens: StoredTokensValue) => void;
  readonly readMaster: () => MasterSessionValue | undefined;
  readonly writeMaster: (master: MasterSessionValue) => void;
  readonly clearMaster: () => void;
  readonly readLocation: () => number | undefined;
  readonly readWarehouse: () => number | undefined;
  /** Location and warehouse always change together (spec section 4 "Location"). */
  readonly writeStore: (store: { readonly location: number; readonly warehouse: number | null }) => void;
  /** Acting as an employee: their stores differ, so the selection starts afresh. */
  readonly clearStore: () => void;
  readonly readLanguage: () => StoredLanguageValue | undefined;
  readonly writeLanguage: (language: StoredLanguageValue) => void;
  readonly readColours: () => StoredColoursValue | undefined;
  readonly writeColours: (colours: StoredColoursValue) => void;
  readonly readExternalPortal: () => boolean;
  readonly writeExternalPortal: (allowed: boolean) => void;
  readonly readPortalToken: () => PortalTokenValue | undefined;
  readonly writePortalToken: (token: PortalTokenValue) => void;
  /** The portal token is the signed-in user's: it goes when another user is acted as, or back. */
  readonly clearPortalToken: () => void;
  /** Logout / expired refresh: everything tied to the login goes; language and colours stay. */
  readonly clearLogin: () => void;
  /** Other tabs' writes (the `storage` event fires only in the tabs that did not write). */
  readonly subscribe: (listener: (change: TokenStoreChange) => void) => () => void;
}

export interface TokenStoreDeps {
  /** Shared by all tabs of the origin, so a refresh in one tab serves the others. */
  readonly storage: Storage;
  /** Where `storage` events arrive (the window); absent in tests that need no cross-tab view. */
  readonly events?: Pick<Window, "addEventListener" | "removeEventListener">;
}

const decodeTokens = checkStoredTokens;
const decodeMaster = checkMasterSession;
const decodeId = checkStoredId;
const decodeLanguage = checkStoredLanguage;
const decodeColours = checkStoredColours;
const decodeFlag = checkStoredFlag;
const decodePortalToken = checkPortalToken;

const LOGIN_KEYS: ReadonlyArray<StorageKey> = [
  STORAGE_KEYS.tokens,
  STORAGE_KEYS.master,
  STORAGE_KEYS.location,
  STORAGE_KEYS.warehouse,
  STORAGE_KEYS.externalPortal,
  STORAGE_KEYS.portalToken,
];

export function createTokenStore({ storage, events }: TokenStoreDeps): TokenStore {
  // Storage can throw (quota, privacy mode, revoked access): reads then count as absent and
  // writes are dropped, so the app keeps working for this page view.
  const readRaw = (key: StorageKey): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const writeRaw = (key: StorageKey, value: string): void => {
    try {
      storage.setItem(key, value);
    } catch {
      /* see readRaw */
    }
  };
  const remove = (key: StorageKey): void => {
    try {
      storage.removeItem(key);
    } catch {
      /* see readRaw */
    }
  };
  const read = <A>(key: StorageKey, decode: (u: unknown) => A | undefined): A | undefined =>
    decode(decodeJson(readRaw(key)));
  const write = (key: StorageKey, value: unknown): void => writeRaw(key, encodeJson(value));

  return {
    readTokens: () => read(STORAGE_KEYS.tokens, decodeTokens),
    writeTokens: (tokens) =>
      write(STORAGE_KEYS.tokens, {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
      }),
    readMaster: () => read(STORAGE_KEYS.master, decodeMaster),
    writeMaster: (master) => write(STORAGE_KEYS.master, master),
    clearMaster: () => remove(STORAGE_KEYS.master),
    readLocation: () => read(STORAGE_KEYS.location, decodeId),
    readWarehouse: () => read(STORAGE_KEYS.warehouse, decodeId),
    writeStore: ({ location, warehouse }) => {
      write(STORAGE_KEYS.location, location);
      if (warehouse === null) remove(STORAGE_KEYS.warehouse);
      else write(STORAGE_KEYS.warehouse, warehouse);
    },
    clearStore: () => {
      remove(STORAGE_KEYS.location);
      remove(STORAGE_KEYS.warehouse);
    },
    readLanguage: () => read(STORAGE_KEYS.language, decodeLanguage),
    writeLanguage: (language) => write(STORAGE_KEYS.language, language),
    readColours: () => read(STORAGE_KEYS.colours, decodeColours),
    writeColours: (colours) => write(STORAGE_KEYS.colours, colours),
    readExternalPortal: () => read(STORAGE_KEYS.externalPortal, decodeFlag) ?? false,
    writeExternalPortal: (allowed) => write(STORAGE_KEYS.externalPortal, allowed),
    // The spec keeps the portal token "separately in local storage with a value and an expiry":
    // plain JSON under its own key, not part of the encoded token data.
    readPortalToken: () => {
      const raw = readRaw(STORAGE_KEYS.portalToken);
      if (raw === null) return undefined;
      try {
        return decodePortalToken(JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    writePortalToken: (token) => writeRaw(STORAGE_KEYS.portalToken, JSON.stringify(token)),
    clearPortalToken: () => remove(STORAGE_KEYS.portalToken),
    clearLogin: () => {
      for (const key of LOGIN_KEYS) remove(key);
    },
    subscribe: (listener) => {
      if (events === undefined) return () => undefined;
      const onStorage = (event: StorageEvent): void => {
        // key null means another tab called storage.clear(): the login is gone there too.
        if (event.storageArea !== null && event.storageArea !== storage) return;
        if (event.key === null || event.key === STORAGE_KEYS.tokens) {
          listener({ type: "tokens.changed", tokens: decodeTokens(decodeJson(event.newValue)) });
        } else if (event.key === STORAGE_KEYS.location || event.key === STORAGE_KEYS.warehouse) {
          listener({ type: "location.changed" });
        } else if (event.key === STORAGE_KEYS.master) {
          listener({ type: "master.changed" });
        } else if (event.key === STORAGE_KEYS.language) {
          listener({
            type: "language.changed",
            language: decodeLanguage(decodeJson(event.newValue)),
          });
        }
      };
      events.addEventListener("storage", onStorage);
      return () => events.removeEventListener("storage", onStorage);
    },
  };
}
