/**
 * What each position of the prime ring shows at a step, as plain data: its slot, and the arc and
 * sum between it and the next position. The board view draws each position from its view alone,
 * through a StableList, so a step re-renders only the positions whose view it changed (the one
 * tried and its neighbour's sum, the one placed or taken back), not the whole ring.
 */
import type { SearchEvent } from '../../engine/events';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { isPrime, type RingBoard } from './model';

/** The board's side, in viewBox units (the heat key goes below it). */
export const SIZE = 1000;
/** The ring's centre, on both axes. */
export const CENTER = SIZE / 2;
/** Radius of the circle the numbers sit on. */
export const RADIUS = 360;

/** How large the ring's parts are drawn: they shrink as more positions share the circle. */
export interface RingSizes {
	/** Radius of a number's slot: as large as the circle leaves room for. */
	readonly slot: number;
	/** Radius of the circle the sums are written on, inside the slots. */
	readonly sumRadius: number;
	readonly sumFont: number;
}

/** The sizes of a ring of `n` positions. */
export function ringSizes(n: number): RingSizes {
	const slot = Math.min(90, (0.38 * 2 * Math.PI * RADIUS) / Math.max(n, 1));
	const sumRadius = RADIUS - slot - 46;
	const sumFont = Math.min(40, (0.3 * 2 * Math.PI * sumRadius) / Math.max(n, 2));
	return { slot, sumRadius, sumFont };
}

/** The angle of `position` (which may be fractional) on a ring of `n`, the first at the top. */
export const angle = (position: number, n: number) => -Math.PI / 2 + (2 * Math.PI * position) / n;
/** The point at angle `a`, `r` from the centre. */
export const px = (a: number, r: number) => CENTER + r * Math.cos(a);
export const py = (a: number, r: number) => CENTER + r * Math.sin(a);

/** A sum between `position` and the next one round the ring, as drawn: placed, or the tried candidate's. */
export interface DrawnSum {
	readonly position: number;
	readonly a: number;
	readonly b: number;
	readonly sum: number;
	readonly prime: boolean;
	readonly tentative: boolean;
}

/** The position that already holds the number a try refused as used, -1 when none does. */
export function usedPosition(event: SearchEvent | null): number {
	if (event?.kind !== 'try' || event.verdict !== 'conflict') return -1;
	return event.conflict.find((c) => c.reason === 'used')?.point ?? -1;
}

/** The sums drawn round the ring at the step `event` led to, in the order of their positions. */
export function drawnSums(board: RingBoard, event: SearchEvent | null): DrawnSum[] {
	const n = board.size;
	if (n < 2) return [];
	const tried = event?.kind === 'try' ? event : null;
	const usedAt = usedPosition(event);
	const drawn: DrawnSum[] = [];
	for (let position = 0; position < n; position++) {
		const next = (position + 1) % n;
		let a = board.numbers[position];
		let b = board.numbers[next];
		let tentative = false;
		// The candidate on trial makes its sums with its neighbours before it is placed
		// (not when it is already used elsewhere: it cannot go here whatever the sums).
		if (tried && usedAt < 0 && tried.point === position && a === 0 && b > 0) {
			a = tried.candidate;
			tentative = true;
		}
		if (tried && usedAt < 0 && tried.point === next && b === 0 && a > 0) {
			b = tried.candidate;
			tentative = true;
		}
		if (a > 0 && b > 0)
			drawn.push({ position, a, b, sum: a + b, prime: isPrime(a + b), tentative });
	}
	return drawn;
}

/** The sum between a position and the next as written inside the ring. */
export interface SumView {
	readonly x: number;
	readonly y: number;
	readonly fontSize: number;
	readonly sum: number;
	readonly prime: boolean;
	/** Made with the candidate on trial, not placed yet. */
	readonly tentative: boolean;
}

/** One position of the ring as the board draws it at a step. */
export interface SlotView {
	readonly position: number;
	/** The centre of its slot, and the size of the slot and of the number in it. */
	readonly x: number;
	readonly y: number;
	readonly radius: number;
	readonly fontSize: number;
	readonly filled: boolean;
	/** The number drawn in the slot (0: none; the one entering now is drawn apart). */
	readonly digit: number;
	/** Holds the 1 every ring starts with. */
	readonly given: boolean;
	readonly tried: boolean;
	/** Tried, and refused. */
	readonly conflict: boolean;
	/** Already holds the number the try refused as used. */
	readonly used: boolean;
	/** Its heat, 0 (never tried, or the heat map hidden) to 1. */
	readonly heat: number;
	/** What the slot says to a screen reader. */
	readonly label: string;
	/** The arc of the ring to the next position, between the slots' edges; null on a ring of one. */
	readonly arc: string | null;
	/** The sum with the next position, null while either has no number. */
	readonly sum: SumView | null;
	/** Where its number (position + 1) stands outside the ring, and its size. */
	readonly indexX: number;
	readonly indexY: number;
	readonly indexSize: number;
}

/**
 * The views of every position of `board` at the step `event` led to, round the ring; `sums` are
 * the step's (drawnSums), which the board also reads; `heat` each position's heat level (none
 * while the heat map is hidden): in the view, a step redraws only the slots whose heat it changed.
 */
export function ringSlots(
	board: RingBoard,
	event: SearchEvent | null,
	lang: Lang,
	sums: readonly DrawnSum[] = drawnSums(board, event),
	heat: readonly number[] = []
): SlotView[] {
	const n = board.size;
	const { slot, sumRadius, sumFont } = ringSizes(n);
	const tried = event?.kind === 'try' ? event : null;
	const leaving = event?.kind === 'backtrack' ? event : null;
	const entering = event?.kind === 'place' ? event.point : -1;
	const usedAt = usedPosition(event);
	const sumAt = new Map(sums.map((s) => [s.position, s]));
	const zh = lang === 'zh';
	const views: SlotView[] = [];
	for (let position = 0; position < n; position++) {
		const value = board.numbers[position];
		const a = angle(position, n);
		const s = sumAt.get(position);
		const mid = angle(position + 0.5, n);
		const parts: string[] = [value > 0 ? String(value) : words.empty[lang]];
		if (s && !s.tentative)
			parts.push(
				zh
					? `与下一个之和 ${s.a} + ${s.b} = ${s.sum}，${s.prime ? '是素数' : '不是素数'}`
					: `${s.a} + ${s.b} = ${s.sum} with the next, ${s.prime ? 'prime' : 'not prime'}`
			);
		if (tried?.point === position)
			parts.push(
				zh
					? `正在尝试 ${tried.candidate}${tried.verdict === 'conflict' ? '，冲突' : '，可以'}`
					: `trying ${tried.candidate}${tried.verdict === 'conflict' ? ', conflict' : ', fits'}`
			);
		if (usedAt === position) parts.push(zh ? '已经用了这个数' : 'already holds this number');
		if (leaving?.point === position)
			parts.push(zh ? `刚移走 ${leaving.candidate}` : `${leaving.candidate} just removed`);
		views.push({
			position,
			x: px(a, RADIUS),
			y: py(a, RADIUS),
			radius: slot,
			fontSize: slot * 0.95,
			filled: value > 0,
			digit: position === entering ? 0 : value,
			given: position === 0,
			tried: tried?.point === position,
			conflict: tried?.point === position && tried.verdict === 'conflict',
			used: usedAt === position,
			heat: heat[position] ?? 0,
			label: zh
				? `第 ${position + 1} 个位置：${parts.join('，')}`
				: `Position ${position + 1}: ${parts.join(', ')}`,
			arc: n > 1 ? arcPath(position, n, slot) : null,
			sum: s
				? {
						x: px(mid, sumRadius),
						y: py(mid, sumRadius),
						fontSize: sumFont,
						sum: s.sum,
						prime: s.prime,
						tentative: s.tentative
					}
				: null,
			indexX: px(a, RADIUS + slot + 32),
			indexY: py(a, RADIUS + slot + 32),
			indexSize: Math.min(30, sumFont)
		});
	}
	return views;
}

/** The arc of the ring between a position and the next, stopping at the slots' edges. */
function arcPath(position: number, n: number, slot: number): string {
	const gap = Math.asin(Math.min(1, (slot + 6) / RADIUS));
	const from = angle(position, n) + gap;
	const to = angle(position + 1, n) - gap;
	if (to <= from) return '';
	const large = to - from > Math.PI ? 1 : 0;
	return `M${px(from, RADIUS)} ${py(from, RADIUS)}A${RADIUS} ${RADIUS} 0 ${large} 1 ${px(to, RADIUS)} ${py(to, RADIUS)}`;
}
