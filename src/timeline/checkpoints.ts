import { packedViews, type PackedViews, type SearchEngine } from '../engine/engine';

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
