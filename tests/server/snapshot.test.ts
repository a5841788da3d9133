import { describe, expect, it } from 'vitest';
import type { ClassQuestion } from '../../src/server/protocol';
import { Room } from '../../src/server/room';

const TOKEN = 'ffeeddccbbaa99887766554433221100';
const SEAT = '00112233445566778899aabbccddeeff';
const QUESTION: ClassQuestion = {
	id: 'q1',
	step: 5,
	prompt: { en: 'Where next?', zh: '下一步去哪？' },
	choices: [
		{ key: 'a', label: { en: 'A', zh: 'A' } },
		{ key: 'b', label: { en: 'B', zh: 'B' } }
	]
};

describe('a room’s snapshot', () => {
	it('reads back as the same room: moment, token, seats, answers and counts', () => {
		const room = new Room('ABCDEF', TOKEN, 1000);
		room.teacherArrives(TOKEN, true, 1000);
		room.teach({ type: 'link', link: '#puzzle=queens&o.n=6' }, 1001);
		room.teach({ type: 'play', from: 3, speed: 2 }, 1002);
		room.teach({ type: 'lesson', lesson: '[[3,"here"]]' }, 1003);
		room.studentArrives(SEAT, 'Ada', 1004);
		room.teach({ type: 'ask', question: QUESTION }, 1005);
		room.answer(SEAT, 'q1', 'b');
		// Through JSON, as Redis keeps it.
		const back = Room.restore(JSON.parse(JSON.stringify(room.snapshot())));
		expect(back.snapshot()).toEqual(room.snapshot());
		expect(back.ownedBy(TOKEN)).toBe(true);
		expect(back.ownedBy('f'.repeat(32))).toBe(false);
		expect(back.students).toBe(1);
		expect(back.hasSeat(SEAT)).toBe(true);
		const joined = back.studentArrives(SEAT, 'Ada', 1006)[0].message;
		expect(joined).toMatchObject({ type: 'joined', answer: 'b', moment: room.moment });
		const shown = back.teach({ type: 'reveal', questionId: 'q1', answer: 'b' }, 1007);
		expect(shown[0].message).toMatchObject({ open: { tally: { counts: [0, 1] } } });
	});
});
