/**
 * `npm run test:soak`: the end-to-end files five times in a row while a child process keeps one
 * core busy, as a loaded CI machine or a second job on a laptop would. A wait on time instead of
 * on a state fails here first. Prints each round's result and duration, stops the spinner
 * whatever happens, and exits non-zero if any round failed.
 *
 * `npm run test:soak -- 3` runs three rounds; further arguments go to Vitest (e.g. a file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

const [first, ...rest] = process.argv.slice(2);
const rounds = first !== undefined && /^\d+$/.test(first) ? Number(first) : 5;
const vitestArgs = first !== undefined && /^\d+$/.test(first) ? rest : process.argv.slice(2);

/** A Node process that spins on one core until it is killed. */
function startSpinner(): ChildProcess {
	return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** The round's Vitest, while one runs: stopped with the spinner if the soak is interrupted. */
let round: ChildProcess | null = null;

/** Runs the end-to-end project once; resolves with its exit code (1 if it was killed). */
function runE2e(): Promise<number> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [VITEST, 'run', '--project', 'e2e', ...vitestArgs], {
			cwd: ROOT,
			stdio: 'inherit'
		});
		round = child;
		child.on('exit', (code) => {
			round = null;
			done(code ?? 1);
		});
		child.on('error', () => done(1));
	});
}

const spinner = startSpinner();
const stopSpinner = () => {
	if (spinner.exitCode === null) spinner.kill('SIGKILL');
};
process.on('exit', stopSpinner);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.on(signal, () => {
		stopSpinner();
		// The round's Vitest goes too, and its Chromium and server with it.
		round?.kill('SIGTERM');
		process.exit(130);
	});

const results: { round: number; passed: boolean; seconds: number }[] = [];
try {
	for (let round = 1; round <= rounds; round++) {
		console.log(`\n=== soak round ${round} of ${rounds} (one core kept busy) ===`);
		const started = performance.now();
		const code = await runE2e();
		const seconds = (performance.now() - started) / 1000;
		results.push({ round, passed: code === 0, seconds });
		console.log(
			`=== round ${round}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ===`
		);
	}
} finally {
	stopSpinner();
}

const failed = results.filter((result) => !result.passed);
console.log(`\nSoak: ${results.length - failed.length} of ${results.length} rounds passed`);
for (const { round, passed, seconds } of results)
	console.log(`  round ${round}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
process.exitCode = failed.length === 0 ? 0 : 1;
