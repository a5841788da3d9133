// The part of gifenc's API Backstep uses (the package ships JavaScript without types).
declare module 'gifenc' {
	/** Colours as [r, g, b] triples. */
	export type Palette = number[][];
	/** Chooses at most `maxColors` colours for the pixels. */
	export function quantize(
		rgba: Uint8Array | Uint8ClampedArray,
		maxColors: number,
		options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' }
	): Palette;
	/** Each pixel's index in the palette. */
	export function applyPalette(
		rgba: Uint8Array | Uint8ClampedArray,
		palette: Palette,
		format?: 'rgb565' | 'rgb444' | 'rgba4444'
	): Uint8Array;
	/** A GIF being written, frame by frame. */
	export interface Encoder {
		writeFrame(
			index: Uint8Array,
			width: number,
			height: number,
			options?: { palette?: Palette; delay?: number; repeat?: number }
		): void;
		finish(): void;
		bytes(): Uint8Array;
	}
	export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder;
}
