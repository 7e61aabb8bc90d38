import { webStorage } from './webStorage';

/** Strings in local storage (the visitor id, cookie choices); a blocked storage keeps them for the visit only. */
export const localStore = {
  get(key: string): string | undefined {
    return webStorage.local.getItem(key) ?? undefined;
  },
  set(key: string, value: string): void {
    webStorage.local.setItem(key, value);
  },
  remove(key: string): void {
    webStorage.local.removeItem(key);
  },
};
