import { canvasOf } from './picture';

/** What the page sends the GIF worker: one frame's pixels, or the end. */
export type GifRequest =
	| {
			readonly type: 'frame';
			readonly pixels: ArrayBuffer;
			readonly width: number;
			readonly height: number;
			readonly delayMs: number;
	  }
	| { readonly type: 'finish' };

/** What the GIF worker answers: a frame encoded, the finished file, or why it failed. */
export type GifReply =
	| { readonly type: 'encoded'; readonly frames: number }
	| { readonly type: 'done'; readonly bytes: Uint8Array }
	| { readonly type: 'failed'; readonly message: string };

/** Frames a GIF holds at most: 300 frames of a 480-pixel board stay under a few megabytes. */
export const MAX_GIF_FRAMES = 300;
/** The GIF's width in pixels: big enough for a slide, small enough to encode in seconds. */
export const GIF_WIDTH = 480;

/** The pixels of a drawing, `width` pixels wide, for one frame of the GIF. */
export async function framePixels(
	svg: SVGSVGElement,
	width: number
): Promise<{ pixels: ArrayBuffer; width: number; height: number }> {
	const canvas = await canvasOf(svg, width);
	const context = canvas.getContext('2d', { willReadFrequently: true });
	if (context === null) throw new Error('no 2D canvas');
	const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
	return { pixels: data.buffer as ArrayBuffer, width: canvas.width, height: canvas.height };
}

/**
 * Makes an animated GIF of `count` frames: `frame(i)` shows the i-th and gives its pixels (the
 * page moves the board there), a worker encodes them. `progress` hears each frame encoded;
 * `signal` cancels (the worker is stopped, the promise rejects with an AbortError).
 */
export async function makeGif(
	count: number,
	delayMs: number,
	frame: (index: number) => Promise<{ pixels: ArrayBuffer; width: number; height: number }>,
	progress: (encoded: number) => void,
	signal: AbortSignal
): Promise<Uint8Array> {
	const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
	try {
		const finished = new Promise<Uint8Array>((resolve, reject) => {
			worker.onmessage = (event: MessageEvent<GifReply>) => {
				const reply = event.data;
				if (reply.type === 'encoded') progress(reply.frames);
				else if (reply.type === 'done') resolve(reply.bytes);
				else reject(new Error(reply.message));
			};
			worker.onerror = (event) => reject(new Error(event.message || 'the GIF worker failed'));
			signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
		});
		// Nothing is left unhandled if a frame fails first; the await below reports it.
		finished.catch(() => {});
		for (let index = 0; index < count; index++) {
			if (signal.aborted) break;
			const { pixels, width, height } = await frame(index);
			const request: GifRequest = { type: 'frame', pixels, width, height, delayMs };
			worker.postMessage(request, [pixels]);
		}
		if (!signal.aborted) worker.postMessage({ type: 'finish' } satisfies GifRequest);
		return await finished;
	} finally {
		worker.terminate();
	}
}
