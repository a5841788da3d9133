/**
 * What each square of the queens board shows at a step, as plain data: the board view draws each
 * square from its view alone, through a StableList, so a step re-renders only the squares whose
 * view it changed (the square tried, the queens it clashes with, the one placed or taken back),
 * not all n × n.
 */
import type { SearchEvent } from '../../engine/events';
import { PlainViews } from '../kit/plain-views';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import type { QueensBoard } from './model';

/** A queen the square tried is attacked by: its row, its column and how it attacks. */
export interface Attacker {
	readonly row: number;
	readonly column: number;
	readonly reason: string;
}

/** One square as the board draws it at a step. */
export interface SquareView {
	/** Its index, row by row. */
	readonly square: number;
	readonly queen: boolean;
	/** Holds a queen the try clashes with. */
	readonly attacker: boolean;
	readonly tried: boolean;
	/** Tried, and attacked. */
	readonly conflict: boolean;
	/** What the square says to a screen reader. */
	readonly label: string;
}

/** The queens a try clashes with, on the board as it is. */
export function attackersOf(board: QueensBoard, event: SearchEvent | null): Attacker[] {
	if (event?.kind !== 'try' || event.verdict !== 'conflict') return [];
	return event.conflict
		.filter((clash) => clash.point >= 0 && board.queens[clash.point] >= 0)
		.map((clash) => ({
			row: clash.point,
			column: board.queens[clash.point],
			reason: clash.reason
		}));
}

/**
 * The views of every square of `board` at the step `event` led to, row by row; `attackers` are
 * the event's (attackersOf), which the board also draws. `plain` holds the views made earlier, in
 * `lang` on a board of this size, of squares the step named in no way (not tried, attacking or
 * just emptied); such a square that shows the same again (a queen or none) is handed that view.
 */
export function queensSquares(
	board: QueensBoard,
	event: SearchEvent | null,
	lang: Lang,
	attackers: readonly Attacker[] = attackersOf(board, event),
	plain: SquareView[] = []
): SquareView[] {
	const n = board.size;
	const tried = event?.kind === 'try' ? event : null;
	const leaving = event?.kind === 'backtrack' ? event : null;
	const views: SquareView[] = [];
	for (let row = 0; row < n; row++)
		for (let column = 0; column < n; column++) {
			const square = row * n + column;
			const queen = board.queens[row] === column;
			const isTried = tried !== null && tried.point === row && tried.candidate === column;
			const attacker = queen && attackers.some((a) => a.row === row);
			const left = leaving !== null && leaving.point === row && leaving.candidate === column;
			const kept = plain[square];
			if (!isTried && !attacker && !left && kept !== undefined && kept.queen === queen) {
				views.push(kept);
				continue;
			}
			const parts = [queen ? words.queen[lang] : words.empty[lang]];
			if (isTried) {
				if (tried.verdict === 'ok') parts.push(lang === 'zh' ? '正在尝试，安全' : 'trying, safe');
				else
					parts.push(
						lang === 'zh'
							? `正在尝试，被${attackers.map((a) => `第 ${a.row + 1} 行的皇后（${words[a.reason === 'column' ? 'column' : 'diagonal'].zh}）`).join('、')}攻击`
							: `trying, attacked by ${attackers.map((a) => `the queen in row ${a.row + 1} (${a.reason === 'column' ? 'column' : 'diagonal'})`).join(' and ')}`
					);
			}
			if (attacker) parts.push(words.attacks[lang]);
			if (left) parts.push(lang === 'zh' ? '皇后刚被移走' : 'queen just removed');
			const view: SquareView = {
				square,
				queen,
				attacker,
				tried: isTried,
				conflict: isTried && tried.verdict === 'conflict',
				label:
					lang === 'zh'
						? `第 ${row + 1} 行第 ${column + 1} 列：${parts.join('，')}`
						: `Row ${row + 1}, column ${column + 1}: ${parts.join(', ')}`
			};
			if (!isTried && !attacker && !left) plain[square] = view;
			views.push(view);
		}
	return views;
}

/** The queens board's square views from step to step: {@link queensSquares}, each plain view made once. */
export class QueensSquares {
	readonly #plain = new PlainViews<SquareView>();

	/** The views of every square at a step, a square the step does not name handed the view it had. */
	at(
		board: QueensBoard,
		event: SearchEvent | null,
		lang: Lang,
		attackers: readonly Attacker[]
	): SquareView[] {
		return queensSquares(board, event, lang, attackers, this.#plain.kept(`${lang} ${board.size}`));
	}
}
