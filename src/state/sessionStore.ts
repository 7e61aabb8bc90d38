/** JSON in session storage; a full or blocked storage never breaks the page. */
export const sessionStore = {
  get(key: string): unknown {
    try {
      const raw = window.sessionStorage.getItem(key);
      return raw === null ? undefined : JSON.parse(raw);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      if (value === undefined) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): the form still works, only reload-survival is lost.
    }
  },
};
