/**
 * A dev-only page that mounts every board and editor at a few real moments of real searches, for
 * screenshots and for looking at by hand: `npx vite`, then /tests/visual/gallery.html. Each scene
 * has its own address (?scene=id); without one the page lists them.
 */
import { mount, unmount, type Component } from 'svelte';
import '../../src/puzzles/kit/theme.css';
import type { BoardProps, EditorProps } from '../../src/puzzles/kit/board-props';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import MazeBoard from '../../src/puzzles/maze/Board.svelte';
import MazeEditor from '../../src/puzzles/maze/Editor.svelte';
import { formatMaze } from '../../src/puzzles/maze/format';
import { generateMaze } from '../../src/puzzles/maze/generator';
import { LESSON_MAZE } from '../../src/puzzles/maze/lesson';
import { LESSON_ORDER, directionOrder, type MazeMarking } from '../../src/puzzles/maze/model';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { MazeProblem } from '../../src/puzzles/maze/problem';
import QueensBoard from '../../src/puzzles/queens/Board.svelte';
import QueensEditor from '../../src/puzzles/queens/Editor.svelte';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import RingBoard from '../../src/puzzles/ring/Board.svelte';
import RingEditor from '../../src/puzzles/ring/Editor.svelte';
import { RingProblem } from '../../src/puzzles/ring/problem';
import SudokuBoard from '../../src/puzzles/sudoku/Board.svelte';
import SudokuEditor from '../../src/puzzles/sudoku/Editor.svelte';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import type { Board, BoardProblem, Lang } from '../../src/puzzles/types';
import BoardTiming from './BoardTiming.svelte';
import EditorHarness from './EditorHarness.svelte';
import edgeCases from '../fixtures/sudoku_invalid_and_edge_cases.csv?raw';
import nyoj from '../fixtures/nyoj722_sample.in?raw';
import top95 from '../fixtures/sudoku_norvig_top95.txt?raw';

/** One moment of a search: what a board is given. */
interface Moment<B extends Board> {
	board: B;
	event: SearchEvent | null;
	heat: number[];
}

/** Runs a search until `stop` accepts an event (or the search ends) and returns that moment. */
function momentOf<B extends Board>(
	problem: BoardProblem<B>,
	stop: (event: SearchEvent, engine: SearchEngine) => boolean,
	mode: 'first' | 'all' = 'first'
): Moment<B> {
	const engine = new SearchEngine(problem, { mode });
	while (!engine.finished) {
		engine.step();
		const event = engine.event() as SearchEvent;
		if (stop(event, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function sudoku(text: string): SudokuProblem {
	const read = parseSudoku(text);
	if (!read.ok) throw new Error(read.error.message.en);
	return new SudokuProblem(read.value.shape, read.value.digits);
}

function maze(text: string, marking: MazeMarking = 'path'): MazeProblem {
	const read = parseMaze(text);
	if (!read.ok) throw new Error(read.error.message.en);
	return new MazeProblem(read.value, directionOrder(LESSON_ORDER) ?? [0, 1, 2, 3], marking);
}

/** A scene: a board at a moment, or an editor, with a title saying what to look for. */
interface Scene {
	id: string;
	title: string;
	show(board: HTMLElement, panel: HTMLElement): void;
}

function boardScene<B extends Board>(
	id: string,
	title: string,
	component: Component<BoardProps<B>>,
	moment: () => Moment<B>,
	extra: { showHeat?: boolean; lang?: Lang; motion?: boolean; theme?: 'projector' } = {}
): Scene {
	return {
		id,
		title,
		show(target, panel) {
			if (extra.theme) document.documentElement.dataset.theme = extra.theme;
			const m = moment();
			const started = performance.now();
			mount(component, {
				target,
				props: {
					board: m.board,
					event: m.event,
					heat: m.heat,
					showHeat: extra.showHeat ?? false,
					motion: extra.motion ?? false,
					lang: extra.lang ?? 'en'
				}
			});
			const mounted = performance.now() - started;
			// Time to the first frame painted with the board: what a user waits for.
			requestAnimationFrame(() =>
				setTimeout(() => {
					const painted = performance.now() - started;
					const svg = target.querySelector('svg');
					panel.innerHTML = `<p><strong>${m.event ? `step ${m.event.step}: ${m.event.kind}` : 'step 0'}</strong></p>
<p>${svg?.getAttribute('aria-label') ?? ''}</p>
<p data-testid="timing">mount ${mounted.toFixed(1)} ms, first paint ${painted.toFixed(1)} ms, ${target.querySelectorAll('*').length} elements</p>`;
					(window as unknown as Record<string, unknown>).boardTiming = { mounted, painted };
				}, 0)
			);
		}
	};
}

function editorScene(
	id: string,
	title: string,
	editor: Component<EditorProps>,
	initial: string,
	extra: { errorPoints?: number[]; lang?: Lang } = {}
): Scene {
	return {
		id,
		title,
		show(_board, panel) {
			panel.style.flexBasis = '100%';
			mount(EditorHarness, {
				target: panel,
				props: { editor, initial, errorPoints: extra.errorPoints ?? [], lang: extra.lang ?? 'en' }
			});
		}
	};
}

const lessonSudoku = () => sudoku(nyoj);
/** Sudopedia's "Duplicate Given - Box": a Load of it fails naming the two clashing 5s. */
const duplicateBox =
	edgeCases
		.split('\n')
		.find((line) => line.startsWith('Duplicate Given - Box,'))
		?.split(',')[1] ?? '';

const scenes: Scene[] = [
	boardScene(
		'sudoku-conflict',
		'Sudoku (NYOJ 722), a row clash deep in the search',
		SudokuBoard,
		() =>
			momentOf(
				lessonSudoku(),
				(e) => e.kind === 'try' && e.verdict === 'conflict' && e.depth >= 8 && e.step > 300
			)
	),
	boardScene('sudoku-box-clash', 'Sudoku, a box-only clash', SudokuBoard, () =>
		momentOf(
			lessonSudoku(),
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.depth >= 6 &&
				e.conflict.every((c) => c.reason === 'box')
		)
	),
	boardScene(
		'sudoku-backtrack',
		'Sudoku, a digit leaving on backtrack (motion off)',
		SudokuBoard,
		() => momentOf(lessonSudoku(), (e) => e.kind === 'backtrack' && e.depth >= 8)
	),
	boardScene('sudoku-solved', 'Sudoku, solved', SudokuBoard, () =>
		momentOf(lessonSudoku(), (e) => e.kind === 'solution')
	),
	boardScene(
		'sudoku-heat',
		'Sudoku, heat map after 20,000 events (top95 #1)',
		SudokuBoard,
		() => momentOf(sudoku(top95.split('\n')[0]), (e) => e.step >= 20000),
		{ showHeat: true }
	),
	boardScene('sudoku-16', 'Sudoku 16x16, empty grid mid-search', SudokuBoard, () =>
		momentOf(
			sudoku('0'.repeat(256)),
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.step > 200
		)
	),
	boardScene('sudoku-4', 'Sudoku 4x4', SudokuBoard, () =>
		momentOf(
			sudoku('1000000000000002'),
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.depth >= 3
		)
	),
	boardScene(
		'sudoku-zh',
		'Sudoku in Chinese (names only; no CJK font on this machine)',
		SudokuBoard,
		() => momentOf(lessonSudoku(), (e) => e.kind === 'place' && e.depth >= 5),
		{ lang: 'zh' }
	),
	boardScene('queens-attack', '8 queens, a diagonal attack line', QueensBoard, () =>
		momentOf(
			new QueensProblem(8),
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.depth >= 5 &&
				e.conflict[0].reason === 'diagonal'
		)
	),
	boardScene('queens-column', '8 queens, a column attack', QueensBoard, () =>
		momentOf(
			new QueensProblem(8),
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.depth >= 4 &&
				e.conflict[0].reason === 'column'
		)
	),
	boardScene('queens-backtrack', '8 queens, a queen leaving', QueensBoard, () =>
		momentOf(new QueensProblem(8), (e) => e.kind === 'backtrack' && e.depth >= 4)
	),
	boardScene('queens-solution', '8 queens, first solution', QueensBoard, () =>
		momentOf(new QueensProblem(8), (e) => e.kind === 'solution')
	),
	boardScene(
		'queens-16-heat',
		'16 queens, heat map mid-search',
		QueensBoard,
		() => momentOf(new QueensProblem(16), (e) => e.step >= 3000 && e.kind === 'try'),
		{ showHeat: true }
	),
	boardScene('maze-lesson', 'Lesson maze mid-search, dead ends backed out of', MazeBoard, () =>
		momentOf(
			maze(LESSON_MAZE),
			(e, engine) => e.kind === 'try' && engine.backtracks >= 12 && e.depth >= 10,
			'all'
		)
	),
	boardScene('maze-backtrack', 'Lesson maze, the cell being left retreats', MazeBoard, () =>
		momentOf(
			maze(LESSON_MAZE),
			(e, engine) => e.kind === 'backtrack' && engine.backtracks >= 9,
			'all'
		)
	),
	boardScene('maze-solution', 'Lesson maze, first path found', MazeBoard, () =>
		momentOf(maze(LESSON_MAZE), (e) => e.kind === 'solution', 'all')
	),
	boardScene(
		'maze-101',
		'Random 101x101 maze, visited marking, heat map, mid-search',
		MazeBoard,
		() =>
			momentOf(
				maze(formatMaze(generateMaze(101, 101, 7)), 'visited'),
				(e) => e.step >= 2500 && e.kind === 'try'
			),
		{ showHeat: true }
	),
	boardScene('ring-conflict', 'Prime ring n = 8, a sum that is not prime', RingBoard, () =>
		momentOf(
			new RingProblem(8),
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.depth >= 4 &&
				e.conflict[0].reason === 'sum'
		)
	),
	boardScene(
		'ring-closing',
		'Prime ring n = 8, trying the last slot (closing sum)',
		RingBoard,
		() =>
			momentOf(
				new RingProblem(8),
				(e) =>
					e.kind === 'try' &&
					e.point === 7 &&
					(e.verdict === 'ok' || e.conflict.every((c) => c.reason !== 'used'))
			)
	),
	boardScene('ring-20', 'Prime ring n = 20, first ring', RingBoard, () =>
		momentOf(new RingProblem(20), (e) => e.kind === 'solution')
	),
	boardScene(
		'ring-heat',
		'Prime ring n = 12, heat map mid-search',
		RingBoard,
		() => momentOf(new RingProblem(12), (e) => e.step >= 400 && e.kind === 'try'),
		{ showHeat: true }
	),
	boardScene(
		'sudoku-projector',
		'Sudoku, projector colours (data-theme="projector")',
		SudokuBoard,
		() =>
			momentOf(
				lessonSudoku(),
				(e) => e.kind === 'try' && e.verdict === 'conflict' && e.depth >= 8 && e.step > 300
			),
		{ theme: 'projector' }
	),
	boardScene(
		'sudoku-place-motion',
		'Sudoku, a digit arriving (motion on, mid-animation)',
		SudokuBoard,
		() => momentOf(lessonSudoku(), (e) => e.kind === 'place' && e.depth >= 8),
		{ motion: true }
	),
	boardScene(
		'maze-backtrack-motion',
		'Lesson maze, retreating (motion on, mid-animation)',
		MazeBoard,
		() =>
			momentOf(
				maze(LESSON_MAZE),
				(e, engine) => e.kind === 'backtrack' && engine.backtracks >= 9,
				'all'
			),
		{ motion: true }
	),
	{
		id: 'maze-101-timing',
		title: 'Random 101x101 maze: 120 playback steps through the board, timed',
		show(target, panel) {
			const problem = maze(formatMaze(generateMaze(101, 101, 7)), 'visited');
			const engine = new SearchEngine(problem, { mode: 'first' });
			engine.run(2000);
			const moments = Array.from({ length: 121 }, () => {
				engine.step();
				return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
			});
			// Fresh mounts of the board (what loading a maze costs), up to a finished layout.
			const mounts: number[] = [];
			for (let i = 0; i < 15; i++) {
				const started = performance.now();
				const board = mount(MazeBoard, {
					target,
					props: { ...moments[i], showHeat: true, motion: false, lang: 'en' }
				});
				target.getBoundingClientRect();
				mounts.push(performance.now() - started);
				unmount(board);
			}
			const median = (values: number[]) =>
				[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
			const timing = mount(BoardTiming, {
				target,
				props: {
					component: MazeBoard as unknown as Component<BoardProps>,
					moments,
					onmeasured(updates: number[]) {
						panel.innerHTML = `<p data-testid="timing">mount + layout: median ${median(mounts).toFixed(1)} ms, max ${Math.max(...mounts).toFixed(1)} ms (15 mounts); ${updates.length} step updates + layout: median ${median(updates).toFixed(2)} ms, max ${Math.max(...updates).toFixed(2)} ms</p>`;
					}
				}
			});
			requestAnimationFrame(() => timing.measure());
		}
	},
	editorScene(
		'editor-sudoku',
		'Sudoku editor: clashing givens from a failed Load',
		SudokuEditor,
		duplicateBox,
		{
			errorPoints: (() => {
				const read = parseSudoku(duplicateBox);
				return read.ok ? [] : [...(read.error.points ?? [])];
			})()
		}
	),
	editorScene('editor-queens', 'N-Queens editor', QueensEditor, '8'),
	editorScene('editor-ring', 'Prime ring editor', RingEditor, '20'),
	editorScene('editor-maze', 'Maze editor: the lesson maze', MazeEditor, LESSON_MAZE),
	editorScene(
		'editor-maze-101',
		'Maze editor: a 101x101 random maze',
		MazeEditor,
		formatMaze(generateMaze(101, 101, 3))
	)
];

(window as unknown as Record<string, unknown>).sceneIds = scenes.map((s) => s.id);

function show(): void {
	const root = document.getElementById('root') as HTMLElement;
	root.replaceChildren();
	const id = new URLSearchParams(location.search).get('scene') ?? '';
	const scene = scenes.find((s) => s.id === id);
	if (!scene) {
		const nav = document.createElement('nav');
		nav.innerHTML = scenes.map((s) => `<a href="?scene=${s.id}">${s.title}</a>`).join('');
		root.append(nav);
		return;
	}
	const section = document.createElement('section');
	section.className = 'scene';
	section.innerHTML = `<h1>${scene.title}</h1><div class="stage"><div class="board"></div><div class="panel"></div></div>`;
	root.append(section);
	const board = section.querySelector('.board') as HTMLElement;
	const panel = section.querySelector('.panel') as HTMLElement;
	scene.show(board, panel);
	if (!board.hasChildNodes()) board.remove();
	document.body.dataset.ready = 'true';
}

show();
