/// <reference lib="webworker" />
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { GifReply, GifRequest } from './gif';

/**
 * Encodes an animated GIF off the page's thread: frames come one by one as RGBA pixels, each gets
 * its own 256-colour palette, and the finished file goes back as bytes. The page terminates the
 * worker to cancel.
 */
const encoder = GIFEncoder();
let frames = 0;

self.onmessage = (event: MessageEvent<GifRequest>) => {
	const request = event.data;
	try {
		if (request.type === 'frame') {
			const rgba = new Uint8ClampedArray(request.pixels);
			// 4 bits a channel is plenty for a board's few flat colours, and several times faster.
			const palette = quantize(rgba, 256, { format: 'rgb444' });
			const index = applyPalette(rgba, palette, 'rgb444');
			encoder.writeFrame(index, request.width, request.height, {
				palette,
				delay: request.delayMs,
				// Loop forever, as a slide's animation does.
				repeat: 0
			});
			frames++;
			const reply: GifReply = { type: 'encoded', frames };
			self.postMessage(reply);
		} else {
			encoder.finish();
			const bytes = encoder.bytes();
			const reply: GifReply = { type: 'done', bytes };
			self.postMessage(reply, [bytes.buffer]);
		}
	} catch (error) {
		const reply: GifReply = { type: 'failed', message: String(error) };
		self.postMessage(reply);
	}
};
