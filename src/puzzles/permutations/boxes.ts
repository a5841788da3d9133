/**
 * What each box of the permutations board shows at a step, as plain data: the positions being
 * filled and the items with their used marks. The board view draws each box from its view alone,
 * through a StableList, so a step re-renders only the boxes whose view it changed (the position
 * and the item tried, the ones placed or taken back), not both rows of boxes.
 */
import type { BacktrackEvent, Clash, SearchEvent, TryEvent } from '../../engine/events';
import { boxLeft, boxTop, rowCount, type BoxRows } from '../kit/box-rows';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { itemOf, type PermutationsBoard } from './model';

/** The board's width, in viewBox units. */
export const WIDTH = 640;
/** Side of a box. */
export const BOX = 88;
/** Boxes: size, gap, how many a row; each row has room for its number under it. */
export const ROWS: BoxRows = { width: WIDTH, box: BOX, gap: 10, perRow: 6, rowHeight: BOX + 30 };
/** Room for a section's heading (and the pointer over the position being filled). */
export const HEADING = 56;

/** Top of the items' section (its heading): under the positions' rows, as many as `n` items fill. */
export const itemsSectionTop = (n: number) => HEADING + rowCount(ROWS, n) * ROWS.rowHeight;

/** An item's text in a box, smaller when it is long. */
export const fontFor = (text: string) => Math.min(48, 120 / Math.max(1, [...text].length));

/** One position as the board draws it at a step. */
export interface PositionView {
	readonly position: number;
	/** Its box's left and top edges: a row that is not full is centred, so they follow the count. */
	readonly x: number;
	readonly y: number;
	readonly filled: boolean;
	/** The position being filled. */
	readonly current: boolean;
	readonly tried: boolean;
	/** Tried, and refused. */
	readonly conflict: boolean;
	/** The item written in the box, and its size; null when none is (the one entering now is drawn apart). */
	readonly symbol: string | null;
	readonly fontSize: number;
	/** Its heat, 0 (never tried, or the heat map hidden) to 1. */
	readonly heat: number;
	/** What the position says to a screen reader. */
	readonly label: string;
}

/** One item with its used mark as the board draws it at a step. */
export interface ItemView {
	readonly item: number;
	/** Its box's left and top edges, in the items' section under the positions. */
	readonly x: number;
	readonly y: number;
	/** Placed at a position. */
	readonly used: boolean;
	readonly tried: boolean;
	/** Tried, and refused. */
	readonly conflict: boolean;
	/** Equal to the item tried, and still unused: why the try would repeat an arrangement. */
	readonly twin: boolean;
	readonly symbol: string;
	readonly fontSize: number;
	/** Its used mark: ✓ and the position holding it, or nothing. */
	readonly mark: string;
	/** What the item says to a screen reader. */
	readonly label: string;
}

/** The try, the backtrack and the first clash of a step, as the boxes' views read them. */
interface StepMarks {
	readonly tried: TryEvent | null;
	readonly triedItem: number;
	readonly clash: Clash | null;
	readonly leaving: BacktrackEvent | null;
}

function stepMarks(event: SearchEvent | null): StepMarks {
	const tried = event?.kind === 'try' ? event : null;
	return {
		tried,
		triedItem: tried === null ? -1 : itemOf(tried.candidate),
		clash: tried?.verdict === 'conflict' ? tried.conflict[0] : null,
		leaving: event?.kind === 'backtrack' ? event : null
	};
}

/** An item in words: the number, or the letter and which one it is. */
function itemWords(board: PermutationsBoard, item: number, lang: Lang): string {
	const written = board.items[item];
	if (board.numbers) return written;
	return lang === 'zh'
		? `“${written}”（第 ${item + 1} 个字母）`
		: `"${written}" (letter ${item + 1})`;
}

/**
 * The views of every position of `board` at the step `event` led to, in order; `heat` is each
 * position's heat level (none while the heat map is hidden): in the view, a step redraws only
 * the positions whose heat it changed.
 */
export function permutationPositions(
	board: PermutationsBoard,
	event: SearchEvent | null,
	lang: Lang,
	heat: readonly number[] = []
): PositionView[] {
	const n = board.items.length;
	const complete = n > 0 && board.placed === n;
	const { tried, triedItem, clash, leaving } = stepMarks(event);
	const entering = event?.kind === 'place' ? event.point : -1;
	const zh = lang === 'zh';
	const views: PositionView[] = [];
	for (let position = 0; position < n; position++) {
		const item = board.slots[position];
		const parts = [item >= 0 ? itemWords(board, item, lang) : words.empty[lang]];
		if (position === board.placed && !complete) parts.push(words.filling[lang]);
		if (tried?.point === position) {
			const what = zh
				? `尝试${itemWords(board, triedItem, lang)}`
				: `trying ${itemWords(board, triedItem, lang)}`;
			if (clash === null) parts.push(`${what}${zh ? '：' : ': '}${words.fits[lang]}`);
			else if (clash.reason === 'used')
				parts.push(
					zh
						? `${what}：已用在第 ${clash.point + 1} 个位置`
						: `${what}: already used at position ${clash.point + 1}`
				);
			else parts.push(`${what}${zh ? '：' : ': '}${words.repeats[lang]}`);
		}
		if (leaving?.point === position)
			parts.push(`${itemWords(board, itemOf(leaving.candidate), lang)} ${words.justRemoved[lang]}`);
		const shown = item >= 0 && position !== entering;
		views.push({
			position,
			x: boxLeft(ROWS, n, position),
			y: boxTop(ROWS, HEADING, position),
			filled: item >= 0,
			current: !complete && position === board.placed,
			tried: tried?.point === position,
			conflict: tried?.point === position && clash !== null,
			symbol: shown ? board.items[item] : null,
			fontSize: shown ? fontFor(board.items[item]) : 0,
			heat: heat[position] ?? 0,
			label: zh
				? `第 ${position + 1} 个位置：${parts.join('，')}`
				: `Position ${position + 1}: ${parts.join(', ')}`
		});
	}
	return views;
}

/** The views of every item of `board` with its used mark at the step `event` led to, in order. */
export function permutationItems(
	board: PermutationsBoard,
	event: SearchEvent | null,
	lang: Lang
): ItemView[] {
	const n = board.items.length;
	const { triedItem, clash } = stepMarks(event);
	/** The position holding each item, -1 when its used mark is clear. */
	const positionOf = board.items.map(() => -1);
	board.slots.forEach((item, position) => {
		if (item >= 0) positionOf[item] = position;
	});
	const zh = lang === 'zh';
	const top = itemsSectionTop(n) + HEADING;
	const views: ItemView[] = [];
	for (let item = 0; item < n; item++) {
		const at = positionOf[item];
		const twin = clash?.reason === 'repeat' && clash.value === item;
		const parts = [
			at >= 0
				? zh
					? `用过，在第 ${at + 1} 个位置`
					: `used, at position ${at + 1}`
				: words.unused[lang]
		];
		if (item === triedItem) parts.push(zh ? '正在尝试' : 'being tried');
		if (twin) parts.push(words.unusedTwin[lang]);
		const written = board.items[item];
		const name = board.numbers
			? zh
				? `数 ${written}`
				: `Number ${written}`
			: zh
				? `第 ${item + 1} 个字母 ${written}`
				: `Letter ${item + 1}, ${written}`;
		views.push({
			item,
			x: boxLeft(ROWS, n, item),
			y: boxTop(ROWS, top, item),
			used: at >= 0,
			tried: item === triedItem,
			conflict: item === triedItem && clash !== null,
			twin,
			symbol: written,
			fontSize: fontFor(written) * 0.85,
			mark: at >= 0 ? `✓ ${at + 1}` : '',
			label: `${name}${zh ? '：' : ': '}${parts.join(zh ? '，' : ', ')}`
		});
	}
	return views;
}
