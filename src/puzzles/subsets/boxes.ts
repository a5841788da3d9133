/**
 * What each number's box of the subsets board shows at a step, as plain data: the board view draws
 * each box from its view alone, through a StableList, so a step re-renders only the boxes whose
 * view it changed (the number decided, the one tried, the one put back), not the whole list.
 */
import type { BacktrackEvent, SearchEvent, TryEvent } from '../../engine/events';
import type { BoxRows } from '../kit/box-rows';
import { boxLeft, boxTop } from '../kit/box-rows';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { SKIP, type SubsetsBoard } from './model';

/** The board's width, in viewBox units. */
export const WIDTH = 640;
/** Side of a number's box. */
export const BOX = 88;
/** The numbers' boxes, in rows of six from `ROWS_Y` down, each with room for its index under it. */
export const ROWS: BoxRows = { width: WIDTH, box: BOX, gap: 10, perRow: 6, rowHeight: BOX + 24 };
/** Top of the first row of boxes, under the sum bar and its reach line. */
export const ROWS_Y = 210;

/** One number's box as the board draws it at a step. */
export interface BoxView {
	/** The number's index in the list as searched. */
	readonly point: number;
	/** Its box's left and top edges: a row that is not full is centred, so they follow the count. */
	readonly x: number;
	readonly y: number;
	readonly value: number;
	/** Its text's size, smaller when it has many digits. */
	readonly fontSize: number;
	/** Taken at least once. */
	readonly filled: boolean;
	/** Decided and not taken: struck out. */
	readonly skipped: boolean;
	/** The number being decided. */
	readonly current: boolean;
	readonly tried: boolean;
	/** Tried and refused, or the number a refusal names as too big. */
	readonly conflict: boolean;
	/** Under the number: how often it is taken (✓, ×2, …), – when skipped. */
	readonly mark: string;
	/** Its heat, 0 (never tried, or the heat map hidden) to 1. */
	readonly heat: number;
	/** What the box says to a screen reader. */
	readonly label: string;
}

/** A number's text in a box, smaller when it has many digits. */
const fontFor = (value: number) => Math.min(40, 130 / String(value).length);

/**
 * The views of every number's box of `board` at the step `event` led to, in list order; `heat`
 * is each number's heat level (none while the heat map is hidden): in the view, a step redraws
 * only the boxes whose heat it changed.
 */
export function subsetsBoxes(
	board: SubsetsBoard,
	event: SearchEvent | null,
	lang: Lang,
	heat: readonly number[] = []
): BoxView[] {
	const n = board.numbers.length;
	const tried = event?.kind === 'try' ? event : null;
	const leaving = event?.kind === 'backtrack' ? event : null;
	const clash = tried?.verdict === 'conflict' ? tried.conflict[0] : null;
	const views: BoxView[] = [];
	for (let point = 0; point < n; point++) {
		const value = board.numbers[point];
		const count = board.taken[point];
		const skipped = count === 0 && point < board.next;
		const isTried = tried?.point === point;
		const tooBig = clash?.reason === 'tooBig' && clash.point === point;
		views.push({
			point,
			x: boxLeft(ROWS, n, point),
			y: boxTop(ROWS, ROWS_Y, point),
			value,
			fontSize: fontFor(value),
			filled: count > 0,
			skipped,
			current: point === board.next,
			tried: isTried,
			conflict: (isTried && clash !== null) || tooBig,
			mark: count > 1 ? `×${count}` : count === 1 ? '✓' : skipped ? '–' : '',
			heat: heat[point] ?? 0,
			label: boxLabel(board, point, tried, leaving, lang)
		});
	}
	return views;
}

/** What a box says about its number: taken, skipped, or being decided and how the try went. */
function boxLabel(
	board: SubsetsBoard,
	point: number,
	tried: TryEvent | null,
	leaving: BacktrackEvent | null,
	lang: Lang
): string {
	const clash = tried?.verdict === 'conflict' ? tried.conflict[0] : null;
	const zh = lang === 'zh';
	const value = board.numbers[point];
	const count = board.taken[point];
	const parts: string[] = [];
	if (count > 0)
		parts.push(count > 1 ? (zh ? `已选 ${count} 次` : `taken ${count} times`) : words.taken[lang]);
	else if (point < board.next) parts.push(words.skipped[lang]);
	else if (point > board.next) parts.push(words.undecided[lang]);
	if (point === board.next) parts.push(words.deciding[lang]);
	if (tried?.point === point) {
		const take = tried.candidate !== SKIP;
		const what = take
			? zh
				? '尝试选它'
				: 'trying to take it'
			: zh
				? board.reuse
					? '尝试不再选它'
					: '尝试不选它'
				: board.reuse
					? 'trying to move on from it'
					: 'trying to skip it';
		if (clash === null) parts.push(zh ? `${what}，可行` : `${what}, fits`);
		else if (clash.reason === 'over')
			parts.push(
				zh
					? `${what}，和 ${clash.value} 超过目标`
					: `${what}, the sum ${clash.value} passes the target`
			);
		else if (clash.reason === 'short')
			parts.push(
				zh
					? `${what}，最多凑到 ${clash.value}，不够目标`
					: `${what}, the sum can reach only ${clash.value}, short of the target`
			);
		else parts.push(zh ? `${what}，剩下的数都太大` : `${what}, every number left is too big`);
	}
	if (clash?.reason === 'tooBig' && clash.point === point) parts.push(words.tooBig[lang]);
	if (leaving?.point === point && leaving.candidate !== SKIP) parts.push(words.justPut[lang]);
	return zh
		? `第 ${point + 1} 个数 ${value}：${parts.join('，')}`
		: `Number ${point + 1}, ${value}: ${parts.join(', ')}`;
}

/** A piece of the sum bar: one number taken, with the sum before it. */
export interface BarPiece {
	/** The sum before this piece, where it starts on the bar. */
	readonly from: number;
	readonly value: number;
	/** The number's index in the list. */
	readonly point: number;
	/** The number's index and which of its takes this is (with reuse a number is taken again). */
	readonly key: string;
}

/**
 * The sum bar's pieces, left to right: each number taken, as many times as it is taken. A step
 * adds or takes away the last piece only; drawn through a StableList, only that piece re-renders.
 */
export function barPieces(board: SubsetsBoard): BarPiece[] {
	const pieces: BarPiece[] = [];
	let from = 0;
	board.numbers.forEach((value, point) => {
		for (let k = 0; k < board.taken[point]; k++) {
			pieces.push({ from, value, point, key: `${point}-${k}` });
			from += value;
		}
	});
	return pieces;
}
