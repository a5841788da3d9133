/**
 * What each cell of the word search grid shows at a step, as plain data: the board view draws
 * each cell from its view alone, through a StableList, so a step re-renders only the cells whose
 * view it changed (the cell tried, the one the path grew to or left), not the whole grid. Each step
 * brings a new board object, and markup that read it would be checked again in every cell.
 */
import type { SearchEvent } from '../../engine/events';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { candidateCell, type WordsBoard } from './model';

/** The cells a step's event names: the one tried, the tried one that is already on the path, the one left. */
export interface EventCells {
	/** The cell tried (-1: none). */
	readonly tried: number;
	/** The tried cell when the try failed because it is already on the path (-1: none). */
	readonly clash: number;
	/** The cell taken off the path by a backtrack (-1: none). */
	readonly left: number;
}

/** One cell as the board draws it at a step. */
export interface WordsCellView {
	/** Its index, row by row. */
	readonly cell: number;
	readonly row: number;
	readonly column: number;
	readonly letter: string;
	/** Its place on the path (from 0), -1 off it. */
	readonly position: number;
	readonly tried: boolean;
	/** Tried, and refused. */
	readonly conflict: boolean;
	/** Just taken off the path. */
	readonly left: boolean;
	/** What the cell says to a screen reader. */
	readonly label: string;
}

/** The cells `event` names on `board` (the board's marks draw them too). */
export function eventCells(board: WordsBoard, event: SearchEvent | null): EventCells {
	const tried = event?.kind === 'try' ? candidateCell(board, event.point, event.candidate) : -1;
	return {
		tried,
		clash:
			event?.kind === 'try' && event.verdict === 'conflict' && event.conflict[0].reason === 'path'
				? tried
				: -1,
		left: event?.kind === 'backtrack' ? candidateCell(board, event.point, event.candidate) : -1
	};
}

/** The views of every cell of `board` at the step `event` led to, row by row. */
export function wordsCells(
	board: WordsBoard,
	event: SearchEvent | null,
	lang: Lang,
	named: EventCells = eventCells(board, event)
): WordsCellView[] {
	const tried = event?.kind === 'try' ? event : null;
	const position = new Array<number>(board.rows * board.cols).fill(-1);
	board.path.forEach((cell, i) => (position[cell] = i));
	const views: WordsCellView[] = [];
	for (let cell = 0; cell < position.length; cell++) {
		const row = Math.floor(cell / board.cols);
		const column = cell % board.cols;
		const parts = [board.letters[cell]];
		if (position[cell] >= 0)
			parts.push(words.onPath[lang].replace('{n}', String(position[cell] + 1)));
		const isTried = tried !== null && cell === named.tried;
		if (isTried) {
			const letter = board.word[tried.point];
			if (tried.verdict === 'ok')
				parts.push(lang === 'zh' ? `正在尝试，正是“${letter}”` : `trying, it is "${letter}"`);
			else if (cell === named.clash) parts.push(words.clash[lang]);
			else parts.push(lang === 'zh' ? `正在尝试，不是“${letter}”` : `trying, not "${letter}"`);
		}
		if (cell === named.left) parts.push(words.removed[lang]);
		views.push({
			cell,
			row,
			column,
			letter: board.letters[cell],
			position: position[cell],
			tried: isTried,
			conflict: isTried && tried.verdict === 'conflict',
			left: cell === named.left,
			label:
				lang === 'zh'
					? `第 ${row + 1} 行第 ${column + 1} 列：${parts.join('，')}`
					: `Row ${row + 1}, column ${column + 1}: ${parts.join(', ')}`
		});
	}
	return views;
}
