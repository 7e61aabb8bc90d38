/** Strings in local storage (the visitor id, cookie choices); a blocked storage never breaks the page. */
export const localStore = {
  get(key: string): string | undefined {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  },
};
