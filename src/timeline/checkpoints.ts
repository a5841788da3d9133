import type { EngineSnapshot } from '../engine/engine';
import type { ProblemState } from '../engine/problem';

// Each record starts with a directory of section lengths (in elements), so the store needs to know
// nothing of the engine's header layout or of a puzzle's state.
const DIRECTORY_BYTES = 24;
const D_HEADER = 0;
const D_STACK = 1;
const D_HEAT = 2;
const D_STATE = 3;
const D_STATE_KIND = 4;
const STATE_UINT8 = 0;
const STATE_INT32 = 1;

/** Views of a whole buffer, one per element type a record holds. */
function views(buffer: ArrayBuffer): [Uint8Array, Uint32Array, Int32Array, Float64Array] {
	return [
		new Uint8Array(buffer),
		new Uint32Array(buffer),
		new Int32Array(buffer),
		new Float64Array(buffer)
	];
}

/** Copies a small array with a loop (typed-array `set` costs more in its checks than a short loop); long ones with `set`. */
function copy(
	target: Float64Array | Int32Array | Uint32Array | Uint8Array,
	source: Float64Array | Int32Array | Uint32Array | Uint8Array,
	at: number
): void {
	const length = source.length;
	if (length > 256) {
		target.set(source, at);
		return;
	}
	for (let i = 0; i < length; i++) target[at + i] = source[i];
}

const align8 = (bytes: number): number => (bytes + 7) & ~7;

/**
 * Engine snapshots packed one after another in a single growing buffer: a checkpoint costs its
 * bytes and nothing more (a snapshot object of five typed arrays would cost about 1 KB of object
 * overhead each on top), and dropping every other checkpoint is a copy within the buffer.
 *
 * @remarks
 * A record is the directory, then the header (float64), the decision points and candidate indices
 * of each level (int32), the heat map (uint32) and the problem's state (uint8 or int32), each
 * section padded to 8 bytes so every view is aligned.
 */
export class CheckpointStore {
	private buffer: ArrayBuffer;
	private bytes: Uint8Array;
	private words: Uint32Array;
	private ints: Int32Array;
	private doubles: Float64Array;
	private offsets = new Float64Array(64);
	private recordCount = 0;
	private usedBytes = 0;
	/** Growth beyond this many bytes goes only as far as needed: the owner keeps the store under it. */
	private readonly ceiling: number;

	constructor(ceiling: number) {
		this.ceiling = align8(Math.max(1024, ceiling));
		this.buffer = new ArrayBuffer(Math.min(64 * 1024, this.ceiling));
		[this.bytes, this.words, this.ints, this.doubles] = views(this.buffer);
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
		return this.buffer.byteLength + this.offsets.byteLength;
	}

	/** Appends a snapshot as the last checkpoint. */
	add(snapshot: EngineSnapshot): void {
		const stack = snapshot.points.length;
		const state = snapshot.problem;
		const stateKind = state instanceof Int32Array ? STATE_INT32 : STATE_UINT8;
		const size =
			DIRECTORY_BYTES +
			align8(snapshot.header.length * 8) +
			2 * align8(stack * 4) +
			align8(snapshot.heat.length * 4) +
			align8(state.byteLength);
		this.reserve(this.usedBytes + size);
		if (this.recordCount === this.offsets.length) {
			const grown = new Float64Array(this.offsets.length * 2);
			grown.set(this.offsets);
			this.offsets = grown;
		}
		// Writes go through views of the whole buffer: a view per section would cost more than the copy.
		const start = this.usedBytes;
		const words = this.words;
		let at = start >> 2;
		words[at + D_HEADER] = snapshot.header.length;
		words[at + D_STACK] = stack;
		words[at + D_HEAT] = snapshot.heat.length;
		words[at + D_STATE] = state.length;
		words[at + D_STATE_KIND] = stateKind;
		at = start + DIRECTORY_BYTES;
		copy(this.doubles, snapshot.header, at >> 3);
		at += align8(snapshot.header.length * 8);
		copy(this.ints, snapshot.points, at >> 2);
		at += align8(stack * 4);
		copy(this.ints, snapshot.indices, at >> 2);
		at += align8(stack * 4);
		copy(words, snapshot.heat, at >> 2);
		at += align8(snapshot.heat.length * 4);
		if (stateKind === STATE_INT32) copy(this.ints, state, at >> 2);
		else copy(this.bytes, state, at);
		this.offsets[this.recordCount++] = start;
		this.usedBytes = start + size;
	}

	/**
	 * Checkpoint `index` as a snapshot for {@link SearchEngine.restore}. The header, stack and heat
	 * are views into the store (restore copies them); the problem state is a copy, since a problem
	 * may keep the array it is given.
	 */
	get(index: number): EngineSnapshot {
		const start = this.offsets[index];
		const directory = new Uint32Array(this.buffer, start, DIRECTORY_BYTES / 4);
		const headerLength = directory[D_HEADER];
		const stack = directory[D_STACK];
		const heatLength = directory[D_HEAT];
		let at = start + DIRECTORY_BYTES;
		const header = new Float64Array(this.buffer, at, headerLength);
		at += align8(headerLength * 8);
		const points = new Int32Array(this.buffer, at, stack);
		at += align8(stack * 4);
		const indices = new Int32Array(this.buffer, at, stack);
		at += align8(stack * 4);
		const heat = new Uint32Array(this.buffer, at, heatLength);
		at += align8(heatLength * 4);
		const problem: ProblemState =
			directory[D_STATE_KIND] === STATE_INT32
				? new Int32Array(this.buffer.slice(at, at + directory[D_STATE] * 4))
				: new Uint8Array(this.buffer.slice(at, at + directory[D_STATE]));
		return { header, points, indices, heat, problem };
	}

	/** Drops every checkpoint, keeping the buffer for reuse. */
	clear(): void {
		this.recordCount = 0;
		this.usedBytes = 0;
	}

	/** Drops every checkpoint with an odd index (the interval between checkpoints doubles). */
	keepEven(): void {
		const bytes = this.bytes;
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
		if (bytes <= this.buffer.byteLength) return;
		const doubled = this.buffer.byteLength * 2;
		const capacity = Math.max(bytes, Math.min(doubled, this.ceiling));
		const grown = new ArrayBuffer(capacity);
		new Uint8Array(grown).set(this.bytes.subarray(0, this.usedBytes));
		this.buffer = grown;
		[this.bytes, this.words, this.ints, this.doubles] = views(grown);
	}
}
