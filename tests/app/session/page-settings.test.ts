import { describe, expect, test, vi } from 'vitest';
import type { MessageKey } from '../../../src/app/i18n';
import type { Bookmark } from '../../../src/app/lesson';
import { decodeLink } from '../../../src/app/link';
import { PageSettings, type LangWords } from '../../../src/app/session/page-settings.svelte';
import type { LoadedSearch } from '../../../src/app/session/search-session.svelte';
import { isPuzzleId } from '../../../src/puzzles/registry';

const search: LoadedSearch = { puzzle: 'queens', input: '8', options: { mode: 'all' }, session: 3 };
const bookmarks: Bookmark[] = [{ step: 12, note: 'the first backtrack' }];

/** Settings on a page showing `search` at `step` with `bookmarks`, or nothing loaded yet. */
function settingsOn(shown: LoadedSearch | null, step = 40, lang: 'en' | 'zh' = 'en') {
	return new PageSettings(
		lang,
		{ search: () => shown, bookmarks: () => bookmarks, step: () => step },
		() => {}
	);
}

/**
 * Words held by hand: English loaded; each other language's load waits until the test answers it.
 * The languages kept for the next visit are listed in `remembered`.
 */
function heldWords() {
	const loaded = new Set<string>(['en']);
	const waiting: { lang: string; answer: (ok: boolean) => void }[] = [];
	const remembered: string[] = [];
	const words: LangWords = {
		remember: (lang) => remembered.push(lang),
		loaded: (lang) => loaded.has(lang),
		load: (lang) =>
			new Promise<void>((done, fail) => {
				waiting.push({
					lang,
					answer: (ok) => {
						if (!ok) return fail(new Error('offline'));
						loaded.add(lang);
						done();
					}
				});
			})
	};
	return { words, waiting, remembered };
}

/** Settings with {@link heldWords}, and the notices they said. */
function settingsWithHeldWords() {
	const held = heldWords();
	const said: MessageKey[] = [];
	const settings = new PageSettings(
		'en',
		{ search: () => search, bookmarks: () => bookmarks, step: () => 0 },
		(key) => said.push(key),
		held.words
	);
	return { settings, said, waiting: held.waiting, remembered: held.remembered };
}

describe('the page settings', () => {
	test('go into the link with the search, the step and the lesson, and come back from it', () => {
		const settings = settingsOn(search, 40, 'zh');
		settings.showHeat = true;
		settings.embed = true;
		settings.hideCode = true;
		const link = settings.link;
		expect(link).not.toBeNull();
		const read = decodeLink(link ?? '', isPuzzleId);
		expect(read).toMatchObject({
			puzzle: 'queens',
			input: '8',
			options: { mode: 'all' },
			step: 40,
			bookmarks
		});
		const reopened = settingsOn(null);
		reopened.takeLink(read ?? {});
		expect([reopened.lang, reopened.showHeat, reopened.embed, reopened.hideCode]).toEqual([
			'zh',
			true,
			true,
			true
		]);
	});

	test('a link without a language or a heat map leaves them as they are; without embed or hidden code, turns them off', () => {
		const settings = settingsOn(search, 0, 'zh');
		settings.showHeat = true;
		settings.embed = true;
		settings.hideCode = true;
		settings.takeLink({});
		expect([settings.lang, settings.showHeat, settings.embed, settings.hideCode]).toEqual([
			'zh',
			true,
			false,
			false
		]);
	});

	test('say nothing of embed or hidden code in the link while they are off', () => {
		const settings = settingsOn(search);
		expect(settings.link).not.toContain('embed');
		expect(settings.link).not.toContain('code=');
		expect(settings.linkState).toMatchObject({ lang: 'en', heat: false, step: 40 });
	});

	test('make no link before a search is loaded', () => {
		const settings = settingsOn(null);
		expect([settings.linkSettings, settings.linkState, settings.link]).toEqual([null, null, null]);
	});

	test('boards never animate under reduced motion', () => {
		const settings = settingsOn(search);
		expect([settings.animates(true), settings.animates(false)]).toEqual([true, false]);
		settings.reducedMotion = true;
		expect(settings.animates(true)).toBe(false);
	});
});

describe('a switch to a language whose words are not loaded yet', () => {
	test('keeps the page in its language until the words come, then shows the new one', async () => {
		const { settings, said, waiting } = settingsWithHeldWords();
		settings.lang = 'zh';
		expect(settings.lang).toBe('en');
		expect(waiting.map((load) => load.lang)).toEqual(['zh']);
		waiting[0].answer(true);
		await vi.waitFor(() => expect(settings.lang).toBe('zh'));
		// Loaded now: the way back and forth again is at once, with no load.
		settings.lang = 'en';
		settings.lang = 'zh';
		expect(settings.lang).toBe('zh');
		expect(waiting).toHaveLength(1);
		expect(said).toEqual([]);
	});

	test('gives way to a language asked for after it', async () => {
		const { settings, waiting } = settingsWithHeldWords();
		settings.lang = 'zh';
		settings.lang = 'en';
		expect(settings.lang).toBe('en');
		waiting[0].answer(true);
		// Every promise callback has run once a task has (what the load's answer would do, it did).
		await new Promise((flushed) => setTimeout(flushed));
		expect(settings.lang).toBe('en');
		// The link goes on naming the language shown.
		expect(settings.linkState).toMatchObject({ lang: 'en' });
	});

	test('that cannot load keeps the page as it was and says why; asked again, it loads', async () => {
		const { settings, said, waiting } = settingsWithHeldWords();
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		settings.lang = 'zh';
		waiting[0].answer(false);
		await vi.waitFor(() => expect(said).toEqual(['langNotLoaded']));
		expect(settings.lang).toBe('en');
		expect(warn).toHaveBeenCalledOnce();
		warn.mockRestore();
		settings.lang = 'zh';
		waiting[1].answer(true);
		await vi.waitFor(() => expect(settings.lang).toBe('zh'));
	});

	test('chosen with the language button is kept for the next visit once it shows, and not before', async () => {
		const { settings, waiting, remembered } = settingsWithHeldWords();
		settings.choose('zh');
		expect(remembered).toEqual([]);
		waiting[0].answer(true);
		await vi.waitFor(() => expect(settings.lang).toBe('zh'));
		expect(remembered).toEqual(['zh']);
		// Loaded already: shown and kept at once.
		settings.choose('en');
		expect(settings.lang).toBe('en');
		expect(remembered).toEqual(['zh', 'en']);
	});

	test('chosen with the language button is not kept when its words cannot load, or another choice came after it', async () => {
		const { settings, said, waiting, remembered } = settingsWithHeldWords();
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		settings.choose('zh');
		waiting[0].answer(false);
		await vi.waitFor(() => expect(said).toEqual(['langNotLoaded']));
		settings.choose('zh');
		settings.choose('en');
		waiting[1].answer(true);
		await new Promise((flushed) => setTimeout(flushed));
		expect(settings.lang).toBe('en');
		expect(remembered).toEqual(['en']);
		warn.mockRestore();
	});
});
