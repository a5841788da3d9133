/**
 * The add-a-puzzle test's project: a copy of Backstep with the N-Queens folder copied under a new
 * id and one catalog line added, nothing else edited. The e2e project's global setup makes it and
 * starts its type check and build at once, at low priority: they take about 35 s of CPU, which the
 * Node tests' phase and the browser tests' idle time absorb instead of the test waiting for them.
 */
import { spawn } from 'node:child_process';
import {
	appendFileSync,
	cpSync,
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	symlinkSync,
	writeFileSync
} from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneEnv, ROOT } from './app-server';

/** The copied puzzle's id. */
export const NEW_ID = 'copied';

/** The scripts the global setup starts in the copy, by the name a test waits for. */
const SCRIPTS = {
	typeCheck: [
		join('node_modules', 'svelte-check', 'bin', 'svelte-check'),
		'--tsconfig',
		'./tsconfig.json',
		'--threshold',
		'error',
		'--output',
		'machine'
	],
	build: [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error']
} as const;

/** A script of the copy that a test waits for. */
export type CopiedScript = keyof typeof SCRIPTS;

/** How a script of the copy ended, as its test reads it. */
export interface ScriptResult {
	readonly code: number | null;
	readonly stdout: string;
	readonly stderr: string;
}

/** Where a script's result is written once it ends. */
const resultPath = (project: string, script: CopiedScript) =>
	join(project, `.result-${script}.json`);

/** Makes the copy of the project with the new puzzle folder and its catalog line. */
function copyProject(): string {
	const project = mkdtempSync(join(tmpdir(), 'backstep-add-a-puzzle-'));
	cpSync(ROOT, project, {
		recursive: true,
		filter: (source) => !/\/(node_modules|\.git|dist)(\/|$)/.test(source.slice(ROOT.length))
	});
	symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');

	// The folder under its new name, its id changed inside it, and the catalog's line.
	const folder = join(project, 'src', 'puzzles', NEW_ID);
	cpSync(join(project, 'src', 'puzzles', 'queens'), folder, { recursive: true });
	for (const file of readdirSync(folder)) {
		const path = join(folder, file);
		writeFileSync(path, readFileSync(path, 'utf8').replaceAll("'queens'", `'${NEW_ID}'`));
	}
	appendFileSync(
		join(project, 'src', 'puzzles', 'catalog.ts'),
		`export { entry as copied } from './${NEW_ID}/entry';\n`
	);
	return project;
}

/** Runs one script in the copy at low priority and writes how it ended beside it. */
function startScript(
	project: string,
	script: CopiedScript
): { ended: Promise<void>; stop(): void } {
	const child = spawn(process.execPath, [...SCRIPTS[script]], { cwd: project, env: cloneEnv() });
	// Nice 10: the tests running meanwhile keep the CPU they ask for; these take what is left.
	if (child.pid !== undefined) setPriority(child.pid, 10);
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
	const ended = new Promise<void>((ended) => {
		const finish = (code: number | null, error?: Error) => {
			const result: ScriptResult = { code, stdout, stderr: error ? String(error) : stderr };
			// Written whole, then renamed: a test never reads half a result.
			const path = resultPath(project, script);
			writeFileSync(`${path}.part`, JSON.stringify(result));
			renameSync(`${path}.part`, path);
			ended();
		};
		child.on('error', (error) => finish(null, error));
		child.on('close', (code) => finish(code));
	});
	return { ended, stop: () => child.kill() };
}

/**
 * The copy, its scripts started. `close` stops a script still running (a run of other files
 * than the add-a-puzzle test does not wait for them) and removes the copy.
 */
export function startCopiedPuzzle(): { project: string; close(): Promise<void> } {
	const project = copyProject();
	const scripts = [startScript(project, 'typeCheck'), startScript(project, 'build')];
	return {
		project,
		close: async () => {
			for (const script of scripts) script.stop();
			await Promise.all(scripts.map((script) => script.ended));
			rmSync(project, { recursive: true, force: true });
		}
	};
}

/**
 * How a script of the copy ended: waits (up to `timeoutMs`) until it has. At nice 10 on a loaded
 * machine a script gets what the tests leave: in soak rounds that put the add-a-puzzle file first,
 * the type check ended 185-299 s after its test began waiting (20 s on a quiet machine). Running the
 * copy's scripts at the tests' priority once a test waits was tried: the waits fell to about 100 s,
 * but the rounds were no quicker (they are bound by the CPU; BENCHMARKS.md, fortieth session). So
 * the deadline leaves the room: it is only there to name a script that never ends.
 */
export async function copiedScript(
	project: string,
	script: CopiedScript,
	timeoutMs = 840_000
): Promise<ScriptResult> {
	const path = resultPath(project, script);
	const deadline = Date.now() + timeoutMs;
	while (!existsSync(path)) {
		if (Date.now() > deadline) throw new Error(`${script} of the copied project did not end`);
		await new Promise((next) => setTimeout(next, 200));
	}
	return JSON.parse(readFileSync(path, 'utf8')) as ScriptResult;
}
