/**
 * What the knight's tour board shows at a step, as plain data: each square's view (its move
 * number, whether the knight tries, refuses or leaves it, its onward moves under Warnsdorff's
 * rule, its heat, its name) and the move numbers written along the path. The board view draws each
 * square and each number from its view alone, through a StableList, so a step re-renders only
 * the squares and numbers it changed (the square tried, the knight's new square, the onward
 * counts round it), not all n × n names and every number of the path again.
 */
import type { BacktrackEvent, SearchEvent, TryEvent } from '../../engine/events';
import { PlainViews } from '../kit/plain-views';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { knightTarget, MOVES, moveNumbers, onwardMoves, type KnightBoard } from './model';

/** A free square the knight can jump to next, and how many onward moves it has from there. */
export interface Onward {
	readonly square: number;
	readonly count: number;
}

/** The squares a step names: where the knight is, where it tries to go, what it refused or left. */
export interface KnightStep {
	/** Each square's move number on the path, 0 when not visited. */
	readonly numbers: readonly number[];
	/** The knight's square: the path's last. */
	readonly head: number;
	/** Every square visited: a tour. */
	readonly complete: boolean;
	readonly tried: TryEvent | null;
	readonly leaving: BacktrackEvent | null;
	/** The square a tried jump lands on, -1 off the board. */
	readonly triedTarget: number;
	/** The square the knight just left, -1 when the step took no jump back. */
	readonly leftSquare: number;
	/** The visited square a refused jump lands on, -1 when none. */
	readonly clashSquare: number;
	/**
	 * With Warnsdorff's rule, the free squares the knight can jump to and their onward moves: the
	 * numbers the rule compares before the call tries anything. Empty in the fixed order.
	 */
	readonly onward: readonly Onward[];
}

/** What the step `event` led to on `board` names, worked out once for the board and its squares. */
export function knightStep(board: KnightBoard, event: SearchEvent | null): KnightStep {
	const n = board.size;
	const numbers = moveNumbers(board);
	const head = board.path[board.path.length - 1];
	const complete = board.path.length === n * n;
	const tried = event?.kind === 'try' ? event : null;
	const leaving = event?.kind === 'backtrack' ? event : null;
	const onward: Onward[] = [];
	if (board.order === 'warnsdorff' && !complete) {
		const visited = numbers.map((number) => number > 0);
		for (let move = 0; move < MOVES; move++) {
			const square = knightTarget(n, head, move);
			if (square >= 0 && !visited[square])
				onward.push({ square, count: onwardMoves(n, visited, square) });
		}
	}
	return {
		numbers,
		head,
		complete,
		tried,
		leaving,
		triedTarget: tried ? knightTarget(n, tried.point, tried.candidate) : -1,
		leftSquare: leaving ? knightTarget(n, leaving.point, leaving.candidate) : -1,
		clashSquare:
			tried?.verdict === 'conflict' && tried.conflict[0].reason === 'visited'
				? tried.conflict[0].point
				: -1,
		onward
	};
}

/** One square as the board draws it at a step. */
export interface SquareView {
	readonly square: number;
	/** The move that reached it, from 1; 0 while not visited. */
	readonly move: number;
	readonly visited: boolean;
	readonly tried: boolean;
	/** The visited square a refused jump lands on. */
	readonly conflict: boolean;
	/** Its heat, 0 (never tried, or the heat map hidden) to 1. */
	readonly heat: number;
	/** What the square says to a screen reader. */
	readonly label: string;
}

/**
 * The views of every square of `board` at `step`, row by row; `heat` is each square's heat level
 * (none while the heat map is hidden). `plain` holds the views made earlier, in `lang` on this
 * board, of squares the step named in no way (not the knight's, tried, refused, left or onward);
 * such a square that shows the same move and heat again is handed that view.
 */
export function knightSquares(
	board: KnightBoard,
	step: KnightStep,
	lang: Lang,
	heat: readonly number[] = [],
	plain: SquareView[] = []
): SquareView[] {
	const { numbers, head, tried, triedTarget, clashSquare, leftSquare, onward } = step;
	const n = board.size;
	const zh = lang === 'zh';
	const views: SquareView[] = [];
	for (let square = 0; square < n * n; square++) {
		const number = numbers[square];
		const level = heat[square] ?? 0;
		const count = onward.find((o) => o.square === square)?.count;
		const named =
			square === head ||
			square === triedTarget ||
			square === clashSquare ||
			square === leftSquare ||
			count !== undefined;
		const kept = plain[square];
		if (!named && kept !== undefined && kept.move === number && kept.heat === level) {
			views.push(kept);
			continue;
		}
		const parts: string[] = [];
		if (number === 0) parts.push(words.notVisited[lang]);
		else parts.push(zh ? `第 ${number} 步` : `move ${number}`);
		if (square === board.start) parts.push(words.start[lang]);
		if (square === head) parts.push(words.knight[lang]);
		if (square === triedTarget && tried?.verdict === 'ok') parts.push(words.free[lang]);
		if (square === clashSquare) parts.push(words.clash[lang]);
		if (square === leftSquare) parts.push(words.left[lang]);
		if (count !== undefined) parts.push(zh ? `后续 ${count} 种跳法` : `${count} onward`);
		const row = Math.floor(square / n) + 1;
		const column = (square % n) + 1;
		const view: SquareView = {
			square,
			move: number,
			visited: number > 0,
			tried: square === triedTarget,
			conflict: square === clashSquare,
			heat: level,
			label: zh
				? `第 ${row} 行第 ${column} 列：${parts.join('，')}`
				: `Row ${row}, column ${column}: ${parts.join(', ')}`
		};
		if (!named) plain[square] = view;
		views.push(view);
	}
	return views;
}

/** The knight board's square views from step to step: {@link knightSquares}, each plain view made once. */
export class KnightSquares {
	readonly #plain = new PlainViews<SquareView>();

	/** The views of every square at `step`, a square the step does not name handed the view it had. */
	at(board: KnightBoard, step: KnightStep, lang: Lang, heat: readonly number[] = []): SquareView[] {
		const context = `${lang} ${board.size} ${board.start}`;
		return knightSquares(board, step, lang, heat, this.#plain.kept(context));
	}
}

/** A move number written on a visited square, the knight's own square left out (its piece shows it). */
export interface PathNumber {
	readonly square: number;
	/** The move that reached the square, from 1. */
	readonly move: number;
	/** The square a refused jump lands on. */
	readonly clash: boolean;
}

/** The move numbers along the path at `step`, in the order of the path. */
export function pathNumbers(board: KnightBoard, step: KnightStep): PathNumber[] {
	const numbers: PathNumber[] = [];
	board.path.forEach((square, index) => {
		if (square !== step.head)
			numbers.push({ square, move: index + 1, clash: square === step.clashSquare });
	});
	return numbers;
}
