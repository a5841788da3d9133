import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	CODE_ALPHABET,
	isTeacherMessage,
	MAX_LINK_CHARACTERS,
	MAX_MESSAGE_BYTES,
	MAX_NICKNAME,
	normalizeCode,
	playbackStep,
	readClientMessage,
	readServerMessage,
	utf8Bytes,
	type ClassMoment,
	type ClassQuestion,
	type ClientMessage,
	type ServerMessage
} from '../../src/server/protocol';

const TOKEN = '0123456789abcdef0123456789abcdef';
const LINK = '#puzzle=queens&o.n=8&step=0&input=8';

const QUESTION: ClassQuestion = {
	id: 'q-12',
	step: 12,
	prompt: { en: 'Will the queen fit?', zh: '皇后放得下吗？' },
	choices: [
		{ key: 'fits', label: { en: 'It fits', zh: '放得下' } },
		{ key: 'conflict:3', label: { en: 'It conflicts with row 3', zh: '与第3行冲突' } }
	]
};

/** One well-formed message of each type, as a page sends them. */
const CLIENT_MESSAGES: readonly ClientMessage[] = [
	{ type: 'create' },
	{ type: 'reclaim', code: 'ABC234', token: TOKEN },
	{ type: 'join', code: 'ABC234' },
	{ type: 'join', code: 'ABC234', nickname: 'Ada', seat: TOKEN },
	{ type: 'answer', questionId: 'q-12', key: 'fits' },
	{ type: 'ping', t: 1234.5 },
	{ type: 'link', link: LINK },
	{ type: 'seek', step: 40 },
	{ type: 'play', from: 40, speed: 12 },
	{ type: 'lesson', lesson: '[[3,"here"]]' },
	{ type: 'lesson', lesson: null },
	{ type: 'follow', on: false },
	{ type: 'bringBack' },
	{ type: 'ask', question: QUESTION },
	{ type: 'reveal', questionId: 'q-12', answer: 'fits' },
	{ type: 'dismiss' },
	{ type: 'end' }
];

const MOMENT: ClassMoment = {
	link: LINK,
	playback: { state: 'playing', from: 3, speed: 2, since: 1_700_000_000_000 },
	lesson: null,
	follow: true,
	question: { question: QUESTION, tally: { questionId: 'q-12', counts: [3, 1], answer: 'fits' } }
};

/** One well-formed message of each type, as the relay sends them. */
const SERVER_MESSAGES: readonly ServerMessage[] = [
	{
		type: 'teaching',
		code: 'ABC234',
		token: TOKEN,
		fresh: true,
		moment: MOMENT,
		students: 3,
		answered: 1,
		server: 1_700_000_000_000
	},
	{ type: 'joined', code: 'ABC234', seat: TOKEN, moment: MOMENT, answer: null, server: 1 },
	{ type: 'pong', t: 5, server: 6 },
	{ type: 'link', link: LINK, playback: { state: 'paused', step: 0 } },
	{ type: 'playback', playback: { state: 'paused', step: 9 } },
	{ type: 'lesson', lesson: null },
	{ type: 'follow', on: true },
	{ type: 'bringBack', moment: MOMENT },
	{ type: 'question', open: null },
	{ type: 'answerTaken', questionId: 'q-12', key: 'fits' },
	{ type: 'students', count: 30 },
	{ type: 'answered', questionId: 'q-12', answered: 12, students: 30 },
	{ type: 'ended', reason: 'expired' },
	{ type: 'error', reason: 'notTeacher', refused: 'seek', message: 'only the teacher drives' }
];

/** The reason a text is refused, or null when it is read. */
function refusal(raw: string): string | null {
	const read = readClientMessage(raw);
	return read.ok ? null : read.reason;
}

describe('the class protocol', () => {
	it('reads back every message a page sends', () => {
		for (const message of CLIENT_MESSAGES)
			expect(readClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
	});

	it('reads back every message the relay sends, as the page reads them', () => {
		for (const message of SERVER_MESSAGES)
			expect(readServerMessage(JSON.stringify(message))).toEqual({ ok: true, message });
	});

	it('tells the teacher’s messages from everyone’s', () => {
		const teachers = CLIENT_MESSAGES.filter(isTeacherMessage).map((message) => message.type);
		expect(new Set(teachers)).toEqual(
			new Set([
				'link',
				'seek',
				'play',
				'lesson',
				'follow',
				'bringBack',
				'ask',
				'reveal',
				'dismiss',
				'end'
			])
		);
	});

	it('refuses a message over 64 KB as too large, and takes a link of the largest size', () => {
		const big = JSON.stringify({ type: 'link', link: '#' + 'a'.repeat(MAX_MESSAGE_BYTES) });
		expect(refusal(big)).toBe('tooLarge');
		const largest = JSON.stringify({
			type: 'link',
			link: '#' + 'a'.repeat(MAX_LINK_CHARACTERS - 1)
		});
		expect(refusal(largest)).toBeNull();
		// Counted in bytes: 30,000 Chinese characters are 90,000 bytes.
		expect(refusal(JSON.stringify({ type: 'lesson', lesson: '书'.repeat(30_000) }))).toBe(
			'tooLarge'
		);
	});

	it('refuses text that is not JSON, not an object, or of no known type, saying why', () => {
		for (const raw of ['', 'hello', '{"type":', '[]', 'null', '42', '{"type":"teleport"}', '{}'])
			expect(refusal(raw)).toBe('malformed');
		const read = readClientMessage('{"type":"seek","step":-1}');
		expect(read).toEqual({
			ok: false,
			reason: 'malformed',
			type: 'seek',
			detail: 'seek: step is not a step'
		});
	});

	it('refuses fields that do not pass their checks', () => {
		const bad: unknown[] = [
			{ type: 'join', code: 'ABC23O' },
			{ type: 'join', code: 'abc234' },
			{ type: 'join', code: 'ABC234', nickname: 'x'.repeat(MAX_NICKNAME + 1) },
			{ type: 'join', code: 'ABC234', nickname: 'tab\there' },
			{ type: 'join', code: 'ABC234', seat: 'not-a-seat' },
			{ type: 'reclaim', code: 'ABC234', token: TOKEN.toUpperCase() },
			{ type: 'play', from: 0, speed: 0 },
			{ type: 'play', from: 0, speed: 1e8 },
			{ type: 'seek', step: 1.5 },
			{ type: 'seek', step: Number.MAX_SAFE_INTEGER + 1 },
			{ type: 'link', link: '' },
			{ type: 'ask', question: { ...QUESTION, choices: [QUESTION.choices[0]] } },
			{
				type: 'ask',
				question: { ...QUESTION, choices: [QUESTION.choices[0], QUESTION.choices[0]] }
			},
			{ type: 'ask', question: { ...QUESTION, prompt: { en: 'only English' } } },
			{ type: 'answer', questionId: 'q', key: '' },
			{ type: 'follow', on: 'yes' },
			{ type: 'ping' }
		];
		for (const message of bad)
			expect(refusal(JSON.stringify(message)), JSON.stringify(message)).toBe('malformed');
	});

	it('takes a nickname of 24 characters written in emoji or Chinese', () => {
		expect(
			refusal(JSON.stringify({ type: 'join', code: 'ABC234', nickname: '🦊'.repeat(24) }))
		).toBeNull();
		expect(
			refusal(JSON.stringify({ type: 'join', code: 'ABC234', nickname: '李'.repeat(24) }))
		).toBeNull();
	});

	it('has no look-alike letters in join codes, and reads a code as a student types it', () => {
		for (const ch of '0O1IL') expect(CODE_ALPHABET).not.toContain(ch);
		expect(normalizeCode(' abc-234 ')).toBe('ABC234');
	});

	it('puts a playing class at the step its speed has reached since it began', () => {
		expect(playbackStep({ state: 'paused', step: 7 }, 1e12)).toBe(7);
		const playing = { state: 'playing', from: 10, speed: 4, since: 1000 } as const;
		expect(playbackStep(playing, 1000)).toBe(10);
		expect(playbackStep(playing, 3600)).toBe(20);
		// A page whose clock estimate runs behind the start does not go backwards.
		expect(playbackStep(playing, 900)).toBe(10);
	});

	it('counts UTF-8 bytes as Node does', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
				expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
			})
		);
	});

	it('never throws on random text or JSON, and reads only messages of known types', () => {
		const types = new Set(CLIENT_MESSAGES.map((message) => message.type));
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string({ unit: 'binary', maxLength: 300 }),
					fc.json({ maxDepth: 4 }),
					fc.jsonValue().map((value) => JSON.stringify(value)),
					fc
						.record({
							type: fc.constantFrom(...types),
							rest: fc.dictionary(fc.string(), fc.jsonValue())
						})
						.map(({ type, rest }) => JSON.stringify({ ...rest, type }))
				),
				(raw) => {
					const read = readClientMessage(raw);
					if (read.ok) expect(types.has(read.message.type)).toBe(true);
				}
			),
			{ numRuns: 2000 }
		);
	});

	it('never throws on a well-formed message with one field replaced by anything', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...CLIENT_MESSAGES),
				fc.string({ maxLength: 12 }),
				fc.anything(),
				(message, field, value) => {
					const raw = JSON.stringify({ ...message, [field]: value }) ?? '';
					expect(() => readClientMessage(raw)).not.toThrow();
				}
			),
			{ numRuns: 2000 }
		);
	});

	it('refuses deeply nested JSON without overflowing the stack', () => {
		const deep = '['.repeat(20_000) + ']'.repeat(20_000);
		expect(refusal(deep)).toBe('malformed');
	});
});
