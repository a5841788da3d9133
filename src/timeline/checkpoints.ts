import { packedViews, type PackedViews, type SearchEngine } from '../engine/engine';

/**
 * Inside a long chunk, replays keep a snapshot every FINE_STEP events just before where they
 * stop, and scans run the engine a block of that many events at a time, stepping singly only in
 * the block that holds the answer.
 */
export const FINE_STEP = 4096;

const align8 = (bytes: number): number => Math.ceil(bytes / 8) * 8;

/**
 * Engine snapshots packed one after another in a single growing buffer: the engine writes each
 * one straight into it ({@link SearchEngine.snapshotInto}) and restores straight from it, so a
 * checkpoint allocates nothing and costs its bytes and nothing more, and dropping every other
 * checkpoint is a copy within the buffer.
 *
 * @remarks
 * A record is what `snapshotInto` writes (its length a multiple of 8, so every record and every
 * view into it stays aligned); the store keeps only where each record starts.
 */
export class CheckpointStore {
	private packed: PackedViews;
	private offsets = new Float64Array(64);
	private recordCount = 0;
	private usedBytes = 0;
	/** Growth beyond this many bytes goes only as far as needed: the owner keeps the store under it. */
	private readonly ceiling: number;

	/**
	 * `ceiling` bounds how far the buffer grows by doubling; `initialBytes` is its first size (0
	 * for a store that holds one snapshot at a time, so it is exactly as large as that snapshot).
	 */
	constructor(ceiling: number, initialBytes = 64 * 1024) {
		this.ceiling = align8(Math.max(1024, ceiling));
		this.packed = packedViews(new ArrayBuffer(align8(Math.min(initialBytes, this.ceiling))));
	}

	/** Number of checkpoints held. */
	get count(): number {
		return this.recordCount;
	}

	/** Bytes the records take (what the memory budget counts). */
	get used(): number {
		return this.usedBytes + this.recordCount * 8;
	}

	/** Bytes allocated, records and directory included. */
	get capacity(): number {
		return this.packed.bytes.byteLength + this.offsets.byteLength;
	}

	/** Appends the engine's state now as the last checkpoint. */
	add(engine: SearchEngine): void {
		const start = this.usedBytes;
		this.reserve(start + engine.snapshotBytes());
		if (this.recordCount === this.offsets.length) {
			const grown = new Float64Array(this.offsets.length * 2);
			grown.set(this.offsets);
			this.offsets = grown;
		}
		this.offsets[this.recordCount++] = start;
		this.usedBytes = engine.snapshotInto(this.packed, start);
	}

	/** Puts the engine back in the state of checkpoint `index`. */
	restore(index: number, engine: SearchEngine): void {
		engine.restoreFrom(this.packed, this.offsets[index]);
	}

	/**
	 * As {@link hold}, into zeroed bytes: what a snapshot leaves unwritten compares equal in
	 * {@link sameAs}.
	 */
	holdComparable(engine: SearchEngine): void {
		this.clear();
		this.reserve(engine.snapshotBytes());
		this.packed.bytes.fill(0, 0, engine.snapshotBytes());
		this.add(engine);
	}

	/** Whether this store's first checkpoint and `other`'s, both held comparable, are the same state of `engine`'s search. */
	sameAs(other: CheckpointStore, engine: SearchEngine): boolean {
		return engine.sameSnapshots(this.packed, 0, other.packed, 0);
	}

	/** Drops every checkpoint, keeping the buffer for reuse. */
	clear(): void {
		this.recordCount = 0;
		this.usedBytes = 0;
	}

	/** Keeps only the engine's state now, as checkpoint 0 (a store used as one reusable snapshot). */
	hold(engine: SearchEngine): void {
		this.clear();
		this.add(engine);
	}

	/** Drops every checkpoint with an odd index (the interval between checkpoints doubles). */
	keepEven(): void {
		const bytes = this.packed.bytes;
		let write = 0;
		let kept = 0;
		for (let index = 0; index < this.recordCount; index += 2) {
			const start = this.offsets[index];
			const end = index + 1 < this.recordCount ? this.offsets[index + 1] : this.usedBytes;
			bytes.copyWithin(write, start, end);
			this.offsets[kept++] = write;
			write += end - start;
		}
		this.recordCount = kept;
		this.usedBytes = write;
	}

	private reserve(bytes: number): void {
		const size = this.packed.bytes.byteLength;
		if (bytes <= size) return;
		const capacity = Math.max(bytes, Math.min(size * 2, this.ceiling));
		const grown = packedViews(new ArrayBuffer(capacity));
		grown.bytes.set(this.packed.bytes.subarray(0, this.usedBytes));
		this.packed = grown;
	}
}

/**
 * Snapshots of the engine at chosen steps, in a fixed pool of equal slots reused least recently
 * used first: the timeline keeps the states just before where seeks and scans went last, so a
 * step back, the search tree and a backward scan start close by however long the chunk is.
 *
 * @remarks
 * Slots are as large as the engine's largest snapshot, so keeping one never allocates; the pool
 * holds at most {@link slotCount} of them.
 */
export class StepSnapshots {
	/** Made on the first keep: most timelines (short searches, tests) never keep one. */
	private packed: PackedViews | null = null;
	private readonly slotBytes: number;
	/** The step each slot holds, -1 for an empty slot. */
	private readonly steps: Float64Array;
	/** When each slot was last kept or used, for least-recently-used reuse. */
	private readonly touched: Float64Array;
	private clock = 0;

	/** A pool of `slots` slots of `slotBytes` each. */
	constructor(slotBytes: number, slots: number) {
		this.slotBytes = align8(slotBytes);
		const count = Math.max(1, Math.floor(slots));
		this.steps = new Float64Array(count).fill(-1);
		this.touched = new Float64Array(count);
	}

	/** Number of slots. */
	get slotCount(): number {
		return this.steps.length;
	}

	/** Bytes allocated. */
	get capacity(): number {
		const pool = this.packed === null ? 0 : this.packed.bytes.byteLength;
		return pool + this.steps.byteLength + this.touched.byteLength;
	}

	/** The slot holding the latest kept step in above..upTo (both bounds included), or -1. */
	closest(above: number, upTo: number): number {
		const steps = this.steps;
		let best = -1;
		for (let slot = 0; slot < steps.length; slot++) {
			const step = steps[slot];
			if (step >= above && step <= upTo && (best < 0 || step > steps[best])) best = slot;
		}
		return best;
	}

	/** The step a slot holds. */
	stepOf(slot: number): number {
		return this.steps[slot];
	}

	/** Whether a snapshot of `step` is kept. */
	has(step: number): boolean {
		return this.steps.includes(step);
	}

	/** Puts the engine back in the state a slot holds. */
	restore(slot: number, engine: SearchEngine): void {
		if (this.packed === null) throw new RangeError('no snapshot is kept');
		this.touched[slot] = ++this.clock;
		engine.restoreFrom(this.packed, slot * this.slotBytes);
	}

	/** Keeps the engine's state now as the state after event `step`, in the least recently used slot. */
	keep(step: number, engine: SearchEngine): void {
		const touched = this.touched;
		let slot = 0;
		for (let i = 1; i < touched.length; i++) if (touched[i] < touched[slot]) slot = i;
		this.steps[slot] = step;
		touched[slot] = ++this.clock;
		this.packed ??= packedViews(new ArrayBuffer(this.slotBytes * this.steps.length));
		engine.snapshotInto(this.packed, slot * this.slotBytes);
	}

	/** Forgets every kept step. */
	clear(): void {
		this.steps.fill(-1);
		this.touched.fill(0);
	}
}
