import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
	fill,
	formatNumber,
	namedOption,
	preferredLang,
	sampleName,
	translate
} from '../../src/app/i18n';
import { puzzles } from '../../src/puzzles/all';
import { speedInWords } from '../../src/app/speed';
import { words as en } from '../../src/app/lang/en';
import { words as zh } from '../../src/app/lang/zh';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message table', () => {
	test('every message is written in both English and Chinese, with the same slots', () => {
		expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
		expect(Object.keys(en).length).toBeGreaterThan(100);
		for (const [key, english] of Object.entries(en)) {
			const chinese = zh[key as keyof typeof en];
			expect(english.trim(), key).not.toBe('');
			expect(chinese.trim(), key).not.toBe('');
			expect(slots(chinese), key).toEqual(slots(english));
			// With no values, a message's slots stay as written.
			expect(translate('en', key as keyof typeof en), key).toBe(english);
			expect(translate('zh', key as keyof typeof en), key).toBe(chinese);
		}
	});

	test('Chinese messages are written in Chinese', () => {
		const han = /\p{Script=Han}/u;
		// Names stay as they are: the language button's "English", the Code view's C and TypeScript.
		const names = ['switchLanguage', 'c', 'ts'];
		const english = Object.entries(zh)
			.filter(([key, text]) => !han.test(text) && !names.includes(key))
			.map(([key]) => key);
		expect(english).toEqual([]);
	});

	test('the language button names the other language', () => {
		expect(translate('en', 'switchLanguage')).toBe('中文');
		expect(translate('zh', 'switchLanguage')).toBe('English');
	});

	test('numbers in a message are grouped for reading', () => {
		expect(translate('en', 'stepOf', { n: 12, m: 34567 })).toBe('Step 12 of 34,567');
		expect(translate('zh', 'stepOf', { n: 12, m: 34567 })).toBe('第 12 步，共 34,567 步');
	});

	test('a sentence gets its slots filled wherever they stand, a slot given no value stays as written, and a value is never read as a slot', () => {
		expect(fill('en', '{missing} stays', {})).toBe('{missing} stays');
		expect(fill('en', '{a}{b} and {a}, {c}', { a: 1000, b: 'x', c: '{b}' })).toBe(
			'1,000x and 1,000, {b}'
		);
		expect(fill('zh', '没有空位', { a: 1 })).toBe('没有空位');
	});

	test('a Chinese browser gets Chinese, any other gets English', () => {
		expect(preferredLang(['zh-CN', 'en'])).toBe('zh');
		expect(preferredLang(['zh-TW'])).toBe('zh');
		expect(preferredLang(['en-GB', 'zh-CN'])).toBe('en');
		expect(preferredLang(['fr'])).toBe('en');
		expect(preferredLang([])).toBe('en');
	});

	test('speeds are said in words in both languages', () => {
		expect(speedInWords('en', 1)).toBe('1 event a second');
		expect(speedInWords('en', 2500)).toBe('2,500 events a second');
		expect(speedInWords('zh', 10_000_000)).toBe('每秒 10,000,000 步');
	});
});

describe('the names "Hide the code" hides', () => {
	const options = puzzles.flatMap((puzzle) => puzzle.options);
	const howTheSearchGoes = ['order', 'marking', 'prune'];

	test('with the code hidden, every order, marking and pruning choice is named by its option and a letter', () => {
		const sudokuOrder = namedOption(puzzles[0].options[0], true);
		expect(sudokuOrder.choices.map((choice) => choice.label)).toEqual([
			{ en: 'Order A', zh: '填格顺序 A' },
			{ en: 'Order B', zh: '填格顺序 B' }
		]);
		const hidden = options.filter((spec) => howTheSearchGoes.includes(spec.key));
		expect(hidden.length).toBeGreaterThanOrEqual(5);
		for (const spec of hidden) {
			const shown = namedOption(spec, true);
			const words = shown.choices.map((choice) => `${choice.label.en} ${choice.label.zh}`);
			expect(words.join(' ')).not.toMatch(/MRV|Warnsdorff|DFS|row by row|fewest|neighbours/i);
			// The values stay: the search still runs the order the link or the list chose.
			expect(shown.choices.map((choice) => choice.value)).toEqual(
				spec.choices.map((choice) => choice.value)
			);
		}
	});

	test('the other options, and every option while the code shows, keep their names', () => {
		for (const spec of options) {
			expect(namedOption(spec, false)).toBe(spec);
			if (!howTheSearchGoes.includes(spec.key)) expect(namedOption(spec, true)).toBe(spec);
		}
	});

	test('with the code hidden a sample is named by its place in the list', () => {
		const knight = puzzles.find((puzzle) => puzzle.id === 'knight');
		const first = knight?.samples[0].name ?? { en: '', zh: '' };
		expect(first.en).toMatch(/Warnsdorff/);
		expect(sampleName('en', first, 0, true)).toBe('Sample 1');
		expect(sampleName('zh', first, 1, true)).toBe('示例 2');
		expect(sampleName('en', first, 0, false)).toBe(first.en);
		expect(sampleName('zh', first, 0, false)).toBe(first.zh);
	});
});

describe('numbers in the page’s words', () => {
	test('are written as each language’s own number format writes them, counts and all others', () => {
		const numbers = fc.oneof(
			fc.nat(),
			fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
			fc.constantFrom(0, 7, 999, 1000, 10 ** 9, 10 ** 15, 2 ** 53, 1e21),
			fc.double({ noNaN: true })
		);
		fc.assert(
			fc.property(numbers, fc.constantFrom('en', 'zh') as fc.Arbitrary<'en' | 'zh'>, (n, lang) => {
				const format = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-CN');
				expect(formatNumber(lang, n)).toBe(format.format(n));
			}),
			{ numRuns: 2000 }
		);
		expect(formatNumber('zh', 1234567)).toBe('1,234,567');
		expect(fill('en', 'Step {n} of {m}', { n: 5, m: 106_954 })).toBe('Step 5 of 106,954');
	});
});
