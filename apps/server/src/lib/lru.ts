/**
 * A map that forgets its least recently used entries beyond `maxEntries` or beyond `maxWeight`
 * (the sum of `weigh` over the entries, e.g. bytes). A Map keeps insertion order, so moving an
 * entry to the end on use makes the first key the least recently used one.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.map.set(key, value);
    this.weight += weight;
    while (this.map.size > this.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.map.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.map.size;
  }
}
