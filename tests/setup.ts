// DOM matchers (toBeInTheDocument, toHaveAccessibleName, …) for component tests; harmless in Node tests.
import '@testing-library/jest-dom/vitest';

// The app and the worker load each puzzle's code on first use; tests that make a Player or a
// SearchHost directly find every puzzle loaded, as the page finds the one it chose.
await import('../src/puzzles/all');
// The page loads its language's words before it is drawn (main.ts) and the other's on a switch;
// tests draw and translate in both, so both are loaded (page-settings.test.ts holds its own).
const { loadLang } = await import('../src/app/i18n');
await Promise.all([loadLang('en'), loadLang('zh')]);

// Component tests wait for what the app loads on first use (the help dialog, a puzzle's view) and
// for searches the in-process worker records: on a busy two-core machine that took longer than
// Testing Library's default of one second (the help dialog, with the end-to-end tests running).
if (typeof document !== 'undefined') {
	const { configure } = await import('@testing-library/svelte');
	configure({ asyncUtilTimeout: 5000 });
	// The dom project's files share one jsdom per worker (isolate: false in vite.config.ts): each
	// file opens on a page as fresh as a new one, whatever the file before it left behind.
	localStorage.clear();
	sessionStorage.clear();
	history.replaceState(null, '', location.pathname);
	document.body.replaceChildren();
	for (const name of document.documentElement.getAttributeNames())
		document.documentElement.removeAttribute(name);
	document.title = '';
	// Every puzzle's board and editor view loaded before the file's first test, once per worker:
	// a view the page asks for is then drawn at once, and no view's import is still under way when
	// a file ends. One that was cut off by the environment's teardown failed in the worker's shared
	// module graph for the files after it, and the board stayed on "Loading the search…" (the ring
	// board in the heat-map test, on CI).
	const { boardViews, editorViews } = await import('../src/app/views.svelte');
	const ids = Object.keys(import.meta.glob('../src/puzzles/*/Board.svelte')).map((path) =>
		path.split('/').at(-2)
	);
	await Promise.all(
		ids.flatMap((id) => (id === undefined ? [] : [boardViews.load(id), editorViews.load(id)]))
	);
	// The same for the parts the page loads on first use (its dialogs and panels, the tree's zoom,
	// the live class, Predict's questions): their imports are answered from the graph at once.
	// Components run nothing when imported; these modules only declare.
	await Promise.all(
		Object.values({
			...import.meta.glob('../src/app/**/*.svelte'),
			...import.meta.glob([
				'../src/app/panels/tree-use.ts',
				'../src/app/session/class-room.svelte.ts',
				'../src/app/class/connection.ts',
				'../src/app/silence-watch.ts',
				'../src/app/share.ts',
				'../src/app/predict.ts'
			])
		}).map((load) => load())
	);
}
