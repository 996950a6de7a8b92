// The promotion code the shopper entered, kept in browser storage so the cart and checkout share it.
import { useSyncExternalStore } from "react";
import { MAX_CODE_LENGTH } from "./pricing";

export const CODE_KEY = "promotion_code";
const CHANGE_EVENT = "softdrop:promotion-code";

/** The stored code, trimmed; anything unreadable or too long reads as none. */
export function readCode(): string {
  if (typeof window === "undefined") return "";
  const raw = window.localStorage.getItem(CODE_KEY) ?? "";
  const code = raw.trim();
  return code.length <= MAX_CODE_LENGTH ? code : "";
}

export function saveCode(code: string) {
  const value = code.trim().slice(0, MAX_CODE_LENGTH);
  if (value) window.localStorage.setItem(CODE_KEY, value);
  else window.localStorage.removeItem(CODE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CODE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCode(): string {
  return useSyncExternalStore(subscribe, readCode, () => "");
}
