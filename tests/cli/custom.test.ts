import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { solveWith } from './fake-terminal';

const template = (id: string) => TEMPLATES.find((t) => t.id === id)?.code ?? '';

/** Runs `solve custom FILE.js` with one file on a fake terminal. */
function run(args: string[], code: string, name = 'problem.js') {
	return solveWith(['custom', name, ...args], null, Infinity, { [name]: code });
}

describe('solve custom', () => {
	it('counts and prints the solutions of the templates', async () => {
		expect(await run(['--count'], template('queens'))).toMatchObject({ code: 0, out: '92\n' });
		expect((await run(['--count'], template('permutations'))).out).toBe('24\n');
		expect((await run(['--count'], template('subsets'))).out).toBe('3\n');
		expect((await run(['--count'], template('coloring'))).out).toBe('18\n');
		const first = await run([], template('permutations'));
		expect(first).toMatchObject({ code: 0, out: '1 2 3 4\n', err: '' });
		const two = await run(['--all', '--limit', '2'], template('permutations'));
		expect(two.out).toBe('1 2 3 4\n1 2 4 3\n');
	});

	it('prints a grid view row by row, and says when there is no solution', async () => {
		const first = (await run([], template('queens'))).out.trim();
		expect(first.split(' / ')).toHaveLength(8);
		expect(first.split(' / ')[0]).toBe('♛ . . . . . . .');
		const none = template('queens').replace('const n = 8;', 'const n = 3;');
		expect((await run([], none)).out).toBe('no solution\n');
	});

	it('gives the same messages as the app, with the file, line and column, and exits 2', async () => {
		const broken = await run([], 'defineProblem({\n  points: 2,\n  start: {,\n});', 'bad.js');
		expect(broken.code).toBe(2);
		expect(broken.out).toBe('');
		expect(broken.err).toMatch(/^custom: bad\.js:3:\d+: Syntax error/);
		const misuse = await run(
			[],
			template('queens').replace('    return columns;', '    return 7;')
		);
		expect(misuse.code).toBe(2);
		expect(misuse.err).toMatch(
			/problem\.js:\d+:3: The problem does not follow the API: candidates/
		);
		const missing = await solveWith(['custom', 'nowhere.js'], null);
		expect(missing.code).toBe(2);
		expect(missing.err).toMatch(/cannot read nowhere\.js/);
	});

	it('stops memory that grows without end and says so, and exits 2 (issue 20, item 4)', async () => {
		const code = template('queens').replace(
			'  accepts(state, row, column) {',
			'  accepts(state, row, column) {\n    const a = []; for (;;) a.push(new Array(64).fill(1));'
		);
		const { code: exit, err } = await run([], code);
		expect(exit).toBe(2);
		expect(err).toMatch(
			/^custom: problem\.js:\d+:\d+: Your code (used more than 64 MB of memory in accepts|ran for more than 1 s in accepts without returning and was using \d+ MB of memory)/
		);
	});

	it('runs the README example from a real file in a real process', () => {
		const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
		const section = readme.slice(readme.indexOf('### Your own problem'));
		const example = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
		expect(example).toContain('defineProblem');
		const dir = mkdtempSync(join(tmpdir(), 'backstep-custom-'));
		const file = join(dir, 'queens.js');
		writeFileSync(file, example);
		const solved = spawnSync(
			process.execPath,
			['--import', 'tsx', 'src/cli/solve.ts', 'custom', file, '--count'],
			{ cwd: join(__dirname, '../..'), encoding: 'utf8', timeout: 60_000 }
		);
		rmSync(dir, { recursive: true, force: true });
		expect(solved.stderr).toBe('');
		expect(solved.stdout).toBe('92\n');
		expect(solved.status).toBe(0);
	});

	it('stops slow built-in work in a watched thread, with the function, and exits 2 (issue 20, item 2)', async () => {
		// One lastIndexOf of 30 MB takes longer than QuickJS runs between looks at its deadline.
		const slow = template('permutations').replace(
			'    return true;',
			"    const t = 'x'.repeat(3e7); let n = 0; for (;;) n += t.lastIndexOf('z');"
		);
		expect(slow).toContain('lastIndexOf');
		const stopped = await solveWith(
			['custom', 'slow.js'],
			null,
			Infinity,
			{ 'slow.js': slow },
			{
				thread: true
			}
		);
		expect(stopped).toMatchObject({ code: 2, out: '' });
		expect(stopped.err).toMatch(
			/^custom: slow\.js:\d+:\d+: Your code ran for more than 1 s in (the search|accepts) without returning, so it was stopped: is there an endless loop\?\n$/
		);
		// The same thread runs a sound problem to the end, its output served from here.
		const sound = await solveWith(
			['custom', 'p.js', '--all'],
			null,
			Infinity,
			{
				'p.js': template('permutations')
			},
			{ thread: true }
		);
		expect(sound).toMatchObject({ code: 0, err: '' });
		expect(sound.out.split('\n')).toHaveLength(25);
		const early = await solveWith(
			['custom', 'p.js', '--all'],
			null,
			10,
			{
				'p.js': template('permutations')
			},
			{ thread: true }
		);
		expect(early).toMatchObject({ code: 0, err: '' });
	});
});
