// @vitest-environment jsdom
// The teacher's page sends its moment from Svelte effects, which only Svelte's client build runs:
// this file is in the jsdom project for that, though it touches no DOM.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKOFF_MS } from '../../src/app/class/connection';
import { TEACHER_KEY } from '../../src/app/class/keys';
import { encodeBookmarks } from '../../src/app/lesson';
import { decodeLink } from '../../src/app/link';
import { isPuzzleId } from '../../src/puzzles/registry';
import {
	BOOKMARKS,
	CODE,
	MAZE,
	MAZE_LINK,
	QUEENS_LINK,
	said,
	teaching,
	TOKEN
} from './class-world';
import { liveTeacher, madeRooms, teacher } from './class-teacher';
import { memoryStorage } from './memory-storage';

afterEach(() => {
	for (const room of madeRooms.splice(0)) room.dispose();
});

describe('a teacher’s class, as the page changes', () => {
	it('sends a fresh room the follow switch, its search at step 0 without its language, the step and no bookmarks', () => {
		const { world } = teacher();
		world.last.accept();
		world.last.receive(teaching(true));
		flushSync();
		const sent = said(world);
		expect(sent).toEqual([
			{ type: 'create' },
			{ type: 'follow', on: true },
			{ type: 'link', link: QUEENS_LINK },
			{ type: 'seek', step: 0 },
			{ type: 'lesson', lesson: null }
		]);
		const link = sent[2].type === 'link' ? sent[2].link : '';
		expect(decodeLink(link, isPuzzleId)).toEqual({
			puzzle: 'queens',
			input: '6',
			options: {},
			step: 0
		});
	});

	it('sends nothing of the page before the relay has answered with a room', () => {
		const { world, page } = teacher();
		world.last.accept();
		page.stepShown = 4;
		page.marks = BOOKMARKS;
		flushSync();
		expect(said(world)).toEqual([{ type: 'create' }]);
	});

	it('sends a room the relay kept only the step, not the search or bookmarks it already has', () => {
		const memory = memoryStorage();
		memory.setItem(TEACHER_KEY, JSON.stringify({ code: CODE, token: TOKEN }));
		const { world, page } = teacher(memory);
		page.stepShown = 12;
		world.last.accept();
		world.last.receive(teaching(false, { playback: { state: 'paused', step: 4 } }));
		flushSync();
		expect(said(world)).toEqual([
			{ type: 'reclaim', code: CODE, token: TOKEN },
			{ type: 'seek', step: 12 }
		]);
	});

	it('sends a seek each time the step changes while paused, once per step', () => {
		const { world, page } = liveTeacher(flushSync);
		page.stepShown = 5;
		flushSync();
		page.stepShown = 6;
		flushSync();
		page.stepShown = 6;
		flushSync();
		expect(said(world)).toEqual([
			{ type: 'seek', step: 5 },
			{ type: 'seek', step: 6 }
		]);
	});

	it('sends one play when playing starts, nothing per step while playing, and a seek when it stops', () => {
		const { world, page } = liveTeacher(flushSync);
		page.stepShown = 5;
		flushSync();
		page.isPlaying = true;
		flushSync();
		for (let step = 6; step < 40; step++) {
			page.stepShown = step;
			flushSync();
		}
		page.playSpeed = 40;
		flushSync();
		page.isPlaying = false;
		flushSync();
		expect(said(world)).toEqual([
			{ type: 'seek', step: 5 },
			{ type: 'play', from: 5, speed: 10 },
			{ type: 'play', from: 39, speed: 40 },
			{ type: 'seek', step: 39 }
		]);
	});

	it('sends the lesson when the bookmarks change, and null when they are all gone', () => {
		const { world, page } = liveTeacher(flushSync);
		page.marks = BOOKMARKS;
		flushSync();
		page.marks = [];
		flushSync();
		expect(said(world)).toEqual([
			{ type: 'lesson', lesson: encodeBookmarks(BOOKMARKS) },
			{ type: 'lesson', lesson: null }
		]);
	});

	it('sends a new search with the step shown after it, and not again for the same search', () => {
		const { world, page } = liveTeacher(flushSync);
		page.search = MAZE;
		flushSync();
		page.search = { ...MAZE, lang: 'en' };
		flushSync();
		// The relay starts a new search's playback over at step 0: the page's own step follows it.
		expect(said(world)).toEqual([
			{ type: 'link', link: MAZE_LINK },
			{ type: 'seek', step: page.stepShown }
		]);
	});

	it('sends the whole moment again when the relay made the room again after a restart', () => {
		const { world, page } = liveTeacher(flushSync);
		page.stepShown = 7;
		page.marks = BOOKMARKS;
		flushSync();
		world.last.drop();
		world.advance(BACKOFF_MS[0]);
		world.last.accept();
		world.last.receive(teaching(true));
		flushSync();
		expect(world.last.messages().filter((message) => message.type !== 'ping')).toEqual([
			{ type: 'reclaim', code: CODE, token: TOKEN },
			{ type: 'follow', on: true },
			{ type: 'link', link: QUEENS_LINK },
			{ type: 'seek', step: 7 },
			{ type: 'lesson', lesson: encodeBookmarks(BOOKMARKS) }
		]);
	});

	it('keeps its follow switch across a room the relay made again', () => {
		const { world, room } = liveTeacher(flushSync);
		room.setFollow(false);
		world.last.drop();
		world.advance(BACKOFF_MS[0]);
		world.last.accept();
		// The relay lost the room and made it again, following: the page's switch wins.
		world.last.receive(teaching(true));
		flushSync();
		expect(world.last.messages()).toContainEqual({ type: 'follow', on: false });
		expect(room.follow).toBe(false);
	});

	it('once the class ended, sends nothing as the page changes', () => {
		const { world, page, room } = liveTeacher(flushSync);
		room.end();
		page.stepShown = 9;
		page.marks = BOOKMARKS;
		page.search = MAZE;
		flushSync();
		expect(said(world)).toEqual([{ type: 'end' }]);
	});
});
