// Seeded randomness: every stand-in is drawn from a generator seeded by its file name, so the
// same name always gives the same picture (and the same bytes), run after run.

/** 32-bit FNV-1a hash; enough to turn a file name into a well-spread seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for composition choices and film grain. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(private readonly seed: number) {
    this.next = mulberry32(seed);
  }

  static fromName(name: string): Rng {
    return new Rng(hashString(name));
  }

  /**
   * An independent stream per layer, so adding a draw to one layer does not reshuffle the
   * others while the art is being tuned.
   */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashString(label)) >>> 0);
  }

  float(): number {
    return this.next();
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() needs a non-empty list");
    return item;
  }

  /** Symmetric jitter around zero. */
  jitter(amount: number): number {
    return (this.next() * 2 - 1) * amount;
  }
}
