/** A fixed-size buffer that keeps the newest items: memory stays bounded in a tab open all day. */
export interface RingBuffer<T> {
  push(item: T): void;
  /** Items oldest first. */
  toArray(): T[];
  readonly size: number;
  /** How many items were pushed out to make room. */
  readonly dropped: number;
}

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`A ring buffer needs a whole capacity of at least 1 (got ${capacity}).`);
  }
  const items: T[] = [];
  let start = 0;
  let dropped = 0;
  return {
    push(item) {
      if (items.length < capacity) {
        items.push(item);
        return;
      }
      items[start] = item;
      start = (start + 1) % capacity;
      dropped += 1;
    },
    toArray: () => [...items.slice(start), ...items.slice(0, start)],
    get size() {
      return items.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
