import { webStorage } from './webStorage';

/** JSON in session storage; a full or blocked storage keeps the value in memory for the visit (webStorage). */
export const sessionStore = {
  get(key: string): unknown {
    const raw = webStorage.session.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined; // written by something else: treated as absent
    }
  },
  /** Answers whether the value will survive a reload (false: memory only). */
  set(key: string, value: unknown): boolean {
    if (value === undefined) {
      webStorage.session.removeItem(key);
      return true;
    }
    return webStorage.session.setItem(key, JSON.stringify(value));
  },
};
