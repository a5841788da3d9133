/**
 * How the worst top95 puzzle for row-major search was found: runs the plain solver on each of
 * Norvig's 95 puzzles and prints their tries, largest first, and the total (about 11 s).
 * `node --import tsx bench/rowmajor-top95.ts`
 */
import { readFileSync } from 'node:fs';
import { plainSolve } from './plain';

const lines = readFileSync(
	new URL('../tests/fixtures/sudoku_norvig_top95.txt', import.meta.url),
	'utf8'
)
	.trim()
	.split('\n');
const rows = lines.map((line, index) => {
	const started = performance.now();
	const { tries } = plainSolve(Array.from(line.trim(), (ch) => (ch === '.' ? 0 : Number(ch))));
	return { index, tries, ms: Math.round(performance.now() - started) };
});
rows.sort((a, b) => b.tries - a.tries);
for (const row of rows.slice(0, 10))
	process.stdout.write(`#${row.index} (line ${row.index + 1}): ${row.tries} tries, ${row.ms} ms\n`);
const total = rows.reduce((sum, row) => sum + row.tries, 0);
process.stdout.write(`all 95: ${total} tries\n`);
