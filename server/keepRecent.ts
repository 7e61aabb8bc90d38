/**
 * Puts `value` into `map` as its most recently used entry (a Map keeps insertion order) and drops the least recently
 * used one past `capacity`: the bound of the server's in-memory caches, so that addresses or keys nobody asks for
 * twice (a scan) evict only each other.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value as K);
  return value;
}
