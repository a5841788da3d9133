import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { EventKind, SearchEvent } from '../../src/engine/events';
import {
	CODE_LANGUAGES,
	CODE_ROLES,
	lineForEvent,
	lineOfRole,
	listingLines,
	waitingCalls,
	type CodeListing
} from '../../src/puzzles/kit/code-listing';
import { puzzles } from '../../src/puzzles/all';
import { searches, type SearchName } from '../timeline/searches';

/** Every puzzle's listing, from the catalog: a puzzle added there is checked here too. */
const listings: [string, CodeListing][] = puzzles.map((puzzle) => [puzzle.id, puzzle.code]);

/** The listings of one recursive function; a student's code (`single`) is laid out as they wrote it. */
const recursive = listings.filter(([, listing]) => listing.single !== true);

const views = (listing: CodeListing) =>
	[
		...CODE_LANGUAGES.filter((language) => language !== 'pseudo').map((language) => ({
			view: language,
			lines: listingLines(listing, language, 'en')
		})),
		{ view: 'pseudo-code in English', lines: listing.pseudo.en },
		{ view: 'pseudo-code in Chinese', lines: listing.pseudo.zh }
	] as const;

describe.each(listings)('the %s code listing', (_, listing) => {
	it.each(views(listing))('has exactly one line of each role in its $view', ({ lines }) => {
		for (const role of CODE_ROLES)
			expect({
				role,
				lines: lines.filter((line) => line.role === role || line.roles?.includes(role)).length
			}).toEqual({ role, lines: 1 });
	});

	it('names candidates in both languages', () => {
		const text = listing.candidate(1);
		expect(text.en).toMatch(/\S/);
		expect(text.zh).toMatch(/\S/);
	});
});

describe.each(recursive)('the %s code listing', (_, listing) => {
	it.each(views(listing))(
		'reads as one recursive function in its $view: enter, goal, report, loop, check, place, recurse, undo, return in that order',
		({ lines }) => {
			const order = CODE_ROLES.map((role) => lineOfRole(lines, role));
			expect(order).toEqual([...order].sort((a, b) => a - b));
			// The recursive call names the function the first line defines.
			const name = /([\p{L}_][\p{L}\p{N}_]*)\s*\(/u.exec(lines[order[0]].text)?.[1];
			expect(name).toBeTruthy();
			expect(lines[lineOfRole(lines, 'recurse')].text).toContain(`${name}(`);
		}
	);
});

describe('the line an event points at', () => {
	const kinds: Record<EventKind, string> = {
		try: 'check',
		place: 'place',
		backtrack: 'undo',
		solution: 'found',
		done: 'return'
	};

	it('is the check for a try, the write for a place, the undo for a backtrack, the report for a solution and the return for done', () => {
		const seen = new Set<EventKind>();
		const runs: SearchName[] = ['queens6All', 'ring8All', 'sudoku4All', 'mazeAll'];
		for (const name of runs) {
			const loaded = searches[name]();
			const engine = new SearchEngine(loaded.problem, loaded.search);
			expect(lineForEvent(engine.event())).toBe('enter');
			while (!engine.finished) {
				engine.step();
				const event = engine.event() as SearchEvent;
				seen.add(event.kind);
				expect(lineForEvent(event)).toBe(kinds[event.kind]);
				expect(waitingCalls(event)).toBe(event.depth);
			}
		}
		expect([...seen].sort()).toEqual(Object.keys(kinds).sort());
	});

	it('exists in every listing, so the mark always lands on a line', () => {
		const events: (SearchEvent | null)[] = [
			null,
			{ step: 1, depth: 0, kind: 'try', point: 0, candidate: 1, verdict: 'ok' },
			{ step: 2, depth: 0, kind: 'place', point: 0, candidate: 1 },
			{ step: 3, depth: 1, kind: 'solution', index: 1 },
			{ step: 4, depth: 0, kind: 'backtrack', point: 0, candidate: 1 },
			{ step: 5, depth: 0, kind: 'done', reason: 'exhausted' }
		];
		for (const [, listing] of listings)
			for (const { lines } of views(listing))
				for (const event of events)
					expect(lineOfRole(lines, lineForEvent(event))).toBeGreaterThanOrEqual(0);
	});
});
