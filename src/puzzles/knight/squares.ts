/**
 * What the knight's tour board shows at a step, as plain data: each square's view (its move
 * number, whether the knight tries, refuses or leaves it, its onward moves under Warnsdorff's
 * rule, its heat, its name) and the move numbers written along the path. The board view draws each
 * square and each number from its view alone, through a StableList, so a step re-renders only
 * the squares and numbers it changed (the square tried, the knight's new square, the onward
 * counts round it), not all n × n names and every number of the path again.
 */
import type { BacktrackEvent, SearchEvent, TryEvent } from '../../engine/events';
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
 * (none while the heat map is hidden).
 */
export function knightSquares(
	board: KnightBoard,
	step: KnightStep,
	lang: Lang,
	heat: readonly number[] = []
): SquareView[] {
	const { numbers, head, tried, triedTarget, clashSquare, leftSquare } = step;
	const n = board.size;
	const zh = lang === 'zh';
	const onwardOf = new Map(step.onward.map((o) => [o.square, o.count]));
	const views: SquareView[] = [];
	for (let square = 0; square < n * n; square++) {
		const parts: string[] = [];
		const number = numbers[square];
		if (number === 0) parts.push(words.notVisited[lang]);
		else parts.push(zh ? `第 ${number} 步` : `move ${number}`);
		if (square === board.start) parts.push(words.start[lang]);
		if (square === head) parts.push(words.knight[lang]);
		if (square === triedTarget && tried?.verdict === 'ok') parts.push(words.free[lang]);
		if (square === clashSquare) parts.push(words.clash[lang]);
		if (square === leftSquare) parts.push(words.left[lang]);
		const count = onwardOf.get(square);
		if (count !== undefined) parts.push(zh ? `后续 ${count} 种跳法` : `${count} onward`);
		const row = Math.floor(square / n) + 1;
		const column = (square % n) + 1;
		views.push({
			square,
			visited: number > 0,
			tried: square === triedTarget,
			conflict: square === clashSquare,
			heat: heat[square] ?? 0,
			label: zh
				? `第 ${row} 行第 ${column} 列：${parts.join('，')}`
				: `Row ${row}, column ${column}: ${parts.join(', ')}`
		});
	}
	return views;
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
