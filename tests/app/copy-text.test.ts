import { afterEach, describe, expect, test, vi } from 'vitest';
import { CopyText, type Clipboard } from '../../src/app/copy-text.svelte';

afterEach(() => {
	vi.useRealTimers();
});

/** A clipboard that keeps what it was given, or refuses as an insecure page's does. */
function clipboard(refuses = false): Clipboard & { texts: string[] } {
	const texts: string[] = [];
	return {
		texts,
		writeText: (text) =>
			refuses
				? Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
				: Promise.resolve(void texts.push(text))
	};
}

describe('copying a link or an embed code', () => {
	test('reaches the clipboard and says so for a moment', async () => {
		vi.useFakeTimers();
		const board = clipboard();
		const copy = new CopyText(2500, () => board);
		await copy.copy('https://example.org/#puzzle=queens');
		expect(board.texts).toEqual(['https://example.org/#puzzle=queens']);
		expect(copy.copied).toBe(true);
		expect(copy.fallback).toBeNull();
		vi.advanceTimersByTime(2500);
		expect(copy.copied).toBe(false);
	});

	test('a second copy within the moment shows its status for the whole moment again', async () => {
		vi.useFakeTimers();
		const copy = new CopyText(2500, () => clipboard());
		await copy.copy('#step=1');
		vi.advanceTimersByTime(2000);
		await copy.copy('#step=2');
		vi.advanceTimersByTime(2000);
		expect(copy.copied).toBe(true);
		vi.advanceTimersByTime(500);
		expect(copy.copied).toBe(false);
	});

	test('a refused clipboard keeps the text to copy by hand, until it is closed', async () => {
		const copy = new CopyText(2500, () => clipboard(true));
		await copy.copy('#puzzle=maze&step=12');
		expect(copy.copied).toBe(false);
		expect(copy.fallback).toBe('#puzzle=maze&step=12');
		copy.dismiss();
		expect(copy.fallback).toBeNull();
	});

	test('a browser without a clipboard at all offers the text too', async () => {
		const copy = new CopyText(2500, () => undefined as unknown as Clipboard);
		await copy.copy('#puzzle=ring');
		expect(copy.fallback).toBe('#puzzle=ring');
	});

	test('a copy that works after a refusal takes the offered text away', async () => {
		let refuses = true;
		const copy = new CopyText(2500, () => clipboard(refuses));
		await copy.copy('#a');
		refuses = false;
		await copy.copy('#b');
		expect(copy.fallback).toBeNull();
		expect(copy.copied).toBe(true);
		copy.dispose();
	});
});
