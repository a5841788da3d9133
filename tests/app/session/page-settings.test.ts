import { describe, expect, test } from 'vitest';
import type { Bookmark } from '../../../src/app/lesson';
import { decodeLink } from '../../../src/app/link';
import { PageSettings } from '../../../src/app/session/page-settings.svelte';
import type { LoadedSearch } from '../../../src/app/session/search-session.svelte';
import { isPuzzleId } from '../../../src/puzzles/registry';

const search: LoadedSearch = { puzzle: 'queens', input: '8', options: { mode: 'all' }, session: 3 };
const bookmarks: Bookmark[] = [{ step: 12, note: 'the first backtrack' }];

/** Settings on a page showing `search` at `step` with `bookmarks`, or nothing loaded yet. */
function settingsOn(shown: LoadedSearch | null, step = 40, lang: 'en' | 'zh' = 'en') {
	return new PageSettings(lang, {
		search: () => shown,
		bookmarks: () => bookmarks,
		step: () => step
	});
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
