import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { rememberedLang, rememberLang } from '../../src/app/i18n';
import {
	decodeLink,
	encodeLink,
	fullPageLink,
	LinkWriter,
	type LinkState
} from '../../src/app/link';
import { InputDraft } from '../../src/app/session/input-draft.svelte';
import { puzzles } from '../../src/puzzles/all';
import { isPuzzleId } from '../../src/puzzles/registry';

const lessonSudoku = readFileSync(
	new URL('../fixtures/nyoj722_sample.in', import.meta.url),
	'utf8'
);

const linkState: fc.Arbitrary<LinkState> = fc.record(
	{
		puzzle: fc.constantFrom(...puzzles.map((puzzle) => puzzle.id).filter(isPuzzleId)),
		input: fc.string({ unit: 'grapheme', maxLength: 300 }),
		options: fc.dictionary(
			fc.string({ minLength: 1, maxLength: 12 }),
			fc.string({ unit: 'grapheme', maxLength: 20 })
		),
		step: fc.nat(),
		lang: fc.option(fc.constantFrom('en', 'zh'), { nil: undefined }),
		heat: fc.option(fc.boolean(), { nil: undefined }),
		bookmarks: fc.option(
			fc.array(
				fc.record({ step: fc.nat(), note: fc.string({ unit: 'grapheme', maxLength: 40 }) }),
				{ minLength: 1, maxLength: 5 }
			),
			{ nil: undefined }
		)
	},
	{ requiredKeys: ['puzzle', 'input', 'options', 'step'] }
);

describe('shareable links', () => {
	test('every moment survives a trip through the URL', () => {
		fc.assert(
			fc.property(linkState, (state) => {
				expect(decodeLink(encodeLink(state), isPuzzleId)).toEqual(state);
			})
		);
	});

	test('an option named like an object internal comes back as a plain option', () => {
		const options = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
		const state = { puzzle: 'sudoku', input: '', options, step: 0 } as const;
		const decoded = decodeLink(encodeLink(state), isPuzzleId);
		expect(decoded).toEqual(state);
		expect(Object.getPrototypeOf(decoded?.options)).toBe(Object.prototype);
	});

	test('the lesson puzzle with its line breaks comes back exactly', () => {
		const state = {
			puzzle: 'sudoku',
			input: lessonSudoku,
			options: { order: 'mrv' },
			step: 1234
		} as const;
		const url = new URL('http://localhost/' + encodeLink(state));
		expect(decodeLink(url.hash, isPuzzleId)).toEqual(state);
	});

	test('an option cannot pretend to be the step or the puzzle', () => {
		const state = {
			puzzle: 'queens',
			input: '8',
			options: { step: '9', puzzle: 'maze' },
			step: 3
		} as const;
		expect(decodeLink(encodeLink(state), isPuzzleId)).toEqual(state);
	});

	test('a link to an unknown puzzle or without input opens nothing', () => {
		expect(decodeLink('#puzzle=chess&input=x', isPuzzleId)).toBeNull();
		expect(decodeLink('#puzzle=sudoku', isPuzzleId)).toBeNull();
		expect(decodeLink('', isPuzzleId)).toBeNull();
	});

	test('a lesson that is not a list of bookmarks is left out, and the moment still opens', () => {
		for (const lesson of [
			'nope',
			'[[1]]',
			'[[-1,"x"]]',
			'{"step":1}',
			JSON.stringify([[1, 'x'.repeat(501)]])
		]) {
			const decoded = decodeLink(
				`#puzzle=ring&input=6&step=2&lesson=${encodeURIComponent(lesson)}`,
				isPuzzleId
			);
			expect(decoded).toEqual({ puzzle: 'ring', input: '6', options: {}, step: 2 });
		}
	});

	test('a malformed step opens the start', () => {
		expect(decodeLink('#puzzle=ring&input=6&step=-4', isPuzzleId)?.step).toBe(0);
		expect(decodeLink('#puzzle=ring&input=6&step=abc', isPuzzleId)?.step).toBe(0);
		expect(decodeLink('#puzzle=ring&input=6', isPuzzleId)?.step).toBe(0);
		// Only decimal digits: not hexadecimal, exponents, signs, spaces or fractions.
		for (const step of ['0x10', '1e9', '+5', ' 5', '5.0', '', '99999999999999999999'])
			expect(
				decodeLink(`#puzzle=ring&input=6&step=${encodeURIComponent(step)}`, isPuzzleId)?.step
			).toBe(0);
		expect(decodeLink('#puzzle=ring&input=6&step=0016', isPuzzleId)?.step).toBe(16);
	});
});

describe('an embed’s link to the full page', () => {
	test('is the same link without embed=1, everything else kept', () => {
		const state: LinkState = {
			puzzle: 'queens',
			input: '8',
			options: { mode: 'all' },
			step: 120,
			lang: 'zh',
			embed: true,
			hideCode: true
		};
		const full = fullPageLink(encodeLink(state));
		expect(full).not.toMatch(/embed/);
		expect(decodeLink(full, isPuzzleId)).toEqual({
			...decodeLink(encodeLink(state), isPuzzleId),
			embed: undefined
		});
	});
});

describe('what a link and a reload keep', () => {
	const lesson = { puzzle: 'sudoku', input: lessonSudoku, options: {}, step: 40 } as const;

	test('the language and the heat-map switch travel with the moment', () => {
		const link = encodeLink({ ...lesson, lang: 'zh', heat: true });
		expect(link).toContain('lang=zh');
		expect(link).toContain('heat=1');
		expect(decodeLink(link, isPuzzleId)).toMatchObject({ step: 40, lang: 'zh', heat: true });
		expect(decodeLink(encodeLink({ ...lesson, heat: false }), isPuzzleId)?.heat).toBe(false);
	});

	test('an unknown language or heat value is ignored, and the rest of the link still opens', () => {
		for (const [lang, heat] of [
			['fr', 'yes'],
			['', ''],
			['ZH', '2'],
			['zh-CN', 'true']
		]) {
			const fragment = encodeLink(lesson).replace('step=40', `step=40&lang=${lang}&heat=${heat}`);
			const decoded = decodeLink(fragment, isPuzzleId);
			expect(decoded).toEqual(lesson);
			expect(decoded).not.toHaveProperty('lang');
			expect(decoded).not.toHaveProperty('heat');
		}
	});

	test('the language chosen is remembered for the next visit', () => {
		const kept = new Map<string, string>();
		const storage = {
			getItem: (key: string) => kept.get(key) ?? null,
			setItem: (key: string, value: string) => void kept.set(key, value)
		};
		expect(rememberedLang(() => storage)).toBeNull();
		rememberLang('zh', () => storage);
		expect(rememberedLang(() => storage)).toBe('zh');
		kept.set([...kept.keys()][0], 'klingon');
		expect(rememberedLang(() => storage)).toBeNull();
	});

	test('a browser without storage keeps the language for the visit only, without an error', () => {
		const refused = () => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		};
		expect(() => rememberLang('zh', refused)).not.toThrow();
		expect(rememberedLang(refused)).toBeNull();
	});

	test('changing the Order keeps the sample’s name; editing its text makes it your own input', () => {
		const draft = new InputDraft(() => {});
		const sample = puzzles[0].samples[0];
		draft.chooseSample(sample.id);
		expect(draft.sampleId).toBe('nyoj722');
		draft.setOption('order', 'mrv');
		expect(draft.sampleId).toBe('nyoj722');
		draft.setOption('mode', 'all');
		expect(draft.sampleId).toBe('nyoj722');
		draft.edit(sample.input.replace('0 0 5', '0 1 5'));
		expect(draft.sampleId).toBe('');
		draft.edit(sample.input);
		expect(draft.sampleId).toBe('nyoj722');
		draft.dispose();
	});

	test('a link to a sample in another Order names the sample', () => {
		const draft = new InputDraft(() => {});
		draft.fill('sudoku', puzzles[0].samples[0].input, { order: 'mrv' });
		expect(draft.sampleId).toBe('nyoj722');
		draft.dispose();
	});
});

describe('the address bar while playing', () => {
	afterEach(() => vi.useRealTimers());

	test('is written at most once per interval and always ends on the latest moment', async () => {
		vi.useFakeTimers();
		const written: string[] = [];
		const writer = new LinkWriter(
			(fragment) => written.push(fragment),
			400,
			() => Date.now()
		);
		for (let step = 0; step < 100; step++) {
			writer.update(`#step=${step}`);
			await vi.advanceTimersByTimeAsync(16);
		}
		await vi.advanceTimersByTimeAsync(1000);
		expect(written.length).toBeLessThanOrEqual(6);
		expect(written.at(-1)).toBe('#step=99');
		writer.dispose();
	});

	test('makes the fragment only when it writes it, not for every step that asks for a write', async () => {
		vi.useFakeTimers();
		const written: string[] = [];
		const writer = new LinkWriter((fragment) => written.push(fragment));
		let made = 0;
		for (let step = 0; step < 100; step++) {
			writer.update(() => {
				made++;
				return `#step=${step}`;
			});
			await vi.advanceTimersByTimeAsync(16);
		}
		await vi.advanceTimersByTimeAsync(1000);
		expect(written.at(-1)).toBe('#step=99');
		expect(made).toBe(written.length);
		expect(made).toBeLessThanOrEqual(6);
		writer.dispose();
	});

	test('is written after the update that asked for it, never inside it, and not after dispose', () => {
		vi.useFakeTimers();
		const written: string[] = [];
		const writer = new LinkWriter((fragment) => written.push(fragment));
		writer.update('#step=1');
		// Writing the address bar inside a step's update delayed that step on screen by 3-18 ms.
		expect(written).toEqual([]);
		vi.advanceTimersByTime(0);
		expect(written).toEqual(['#step=1']);
		writer.update('#step=2');
		vi.advanceTimersByTime(400);
		writer.dispose();
		vi.advanceTimersByTime(1000);
		expect(written).toEqual(['#step=1']);
	});

	test('a write at once is never undone by an older fragment still waiting for an idle page', () => {
		vi.useFakeTimers();
		const written: string[] = [];
		const idleQueue: (() => void)[] = [];
		const writer = new LinkWriter(
			(fragment) => written.push(fragment),
			400,
			() => Date.now(),
			(run) => idleQueue.push(run)
		);
		// The page opens and asks for its link; it is busy recording, so the write waits.
		writer.update('#lang=en&step=0');
		expect(idleQueue).toHaveLength(1);
		// The teacher switches to Chinese: the language goes to the address bar at once.
		writer.writeNow('#lang=zh&step=0');
		expect(written).toEqual(['#lang=zh&step=0']);
		// The page goes idle: the waiting write must not bring English back (a reload would show it).
		for (const run of idleQueue.splice(0)) run();
		expect(written.at(-1)).toBe('#lang=zh&step=0');
		expect(written).not.toContain('#lang=en&step=0');
		writer.dispose();
		writer.writeNow('#lang=en&step=0');
		expect(written.at(-1)).toBe('#lang=zh&step=0');
	});
});
