import { describe, expect, test } from 'vitest';
import { fill, messages, preferredLang, translate } from '../../src/app/i18n';
import { speedInWords } from '../../src/app/speed';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message table', () => {
	test('every message is written in both English and Chinese, with the same slots', () => {
		for (const [key, text] of Object.entries(messages)) {
			expect(text.en.trim(), key).not.toBe('');
			expect(text.zh.trim(), key).not.toBe('');
			expect(slots(text.zh), key).toEqual(slots(text.en));
			expect(Object.keys(text).sort(), key).toEqual(['en', 'zh']);
		}
	});

	test('Chinese messages are written in Chinese', () => {
		const han = /\p{Script=Han}/u;
		const english = Object.entries(messages)
			.filter(([key, text]) => !han.test(text.zh) && key !== 'switchLanguage')
			.map(([key]) => key);
		// Key names and symbols stay as they are in Chinese too.
		expect(english).toEqual([]);
	});

	test('the language button names the other language', () => {
		expect(translate('en', 'switchLanguage')).toBe('中文');
		expect(translate('zh', 'switchLanguage')).toBe('English');
	});

	test('numbers in a message are grouped for reading', () => {
		expect(translate('en', 'stepOf', { n: 12, m: 34567 })).toBe('Step 12 of 34,567');
		expect(translate('zh', 'stepOf', { n: 12, m: 34567 })).toBe('第 12 步，共 34,567 步');
		expect(fill('en', '{missing} stays', {})).toBe('{missing} stays');
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
