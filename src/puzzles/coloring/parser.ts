import {
	characterColumn,
	checkInputSize,
	isPairAt,
	nextToken,
	shown,
	withoutByteOrderMark,
	type Span
} from '../input';
import type { InputError, Result, Text } from '../types';
import { MAX_NAME, MAX_VERTICES, type ColoringGraph } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT: Text = {
	en: `Write one edge a line: two vertex names separated by a space or a comma, as "A B" or "A,B" (a name alone is a vertex without edges; a name may hold "-"), at most ${MAX_VERTICES} vertices.`,
	zh: `每行写一条边：两个顶点名，用空格或逗号隔开，如“A B”或“A,B”（只写一个名字表示没有边的顶点；名字里可以有“-”），最多 ${MAX_VERTICES} 个顶点。`
};

/** Characters (code points) in a piece of text, a surrogate pair counting once. */
function characters(text: string): number {
	let count = 0;
	for (let i = 0; i < text.length; i++, count++) if (isPairAt(text, i)) i++;
	return count;
}

/**
 * The names in a blank-separated word: a comma separates names too (`a,b` is an edge, as the
 * subsets' numbers may be written with commas), and a name never holds one.
 */
function namesIn(text: string, word: Span): Span[] {
	const names: Span[] = [];
	let start = word.start;
	for (let i = word.start; i <= word.end; i++)
		if (i === word.end || text[i] === ',') {
			if (i > start) names.push({ start, end: i });
			start = i + 1;
		}
	return names;
}

/**
 * Reads a graph from an edge list: one edge a line as two vertex names separated by blanks or a
 * comma, or one name alone for a vertex without edges. Blank lines are skipped, and `#` starts a comment
 * that runs to the end of its line. Vertices are numbered in the order their names first
 * appear, which is the order the search colours them in; an edge written twice (either way
 * round) is one edge.
 */
export function parseGraph(input: string): Result<ColoringGraph> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const numbers = new Map<string, number>();
	const names: string[] = [];
	const edges: (readonly [number, number])[] = [];
	const seen = new Set<number>();
	let lineStart = 0;
	let lineNumber = 1;
	while (lineStart <= text.length) {
		let lineEnd = lineStart;
		while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
		const tokens: Span[] = [];
		for (let at = nextToken(text, lineStart, lineEnd); at !== null;) {
			if (text[at.start] === '#') break;
			tokens.push(...namesIn(text, at));
			at = nextToken(text, at.end, lineEnd);
		}
		const where = (span: Span) => ({
			line: lineNumber,
			column: characterColumn(text, lineStart, span.start)
		});
		if (tokens.length > 2) {
			const extra = tokens[2];
			const { line, column } = where(extra);
			const written = shown(text.slice(extra.start, extra.end));
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: an edge joins two vertices, but "${written}" is a third name. ${HINT.en}`,
					zh: `第${line}行第${column}列：一条边连接两个顶点，但“${written}”是第三个名字。${HINT.zh}`
				}
			});
		}
		const ends: number[] = [];
		for (const span of tokens) {
			const name = text.slice(span.start, span.end);
			const { line, column } = where(span);
			if (characters(name) > MAX_NAME || shown(name) !== name)
				return failure({
					line,
					column,
					message: {
						en: `Line ${line}, column ${column}: "${shown(name)}" is not a vertex name: a name has at most ${MAX_NAME} visible characters. ${HINT.en}`,
						zh: `第${line}行第${column}列：“${shown(name)}”不能作顶点名：名字最多 ${MAX_NAME} 个可见字符。${HINT.zh}`
					}
				});
			let vertex = numbers.get(name);
			if (vertex === undefined) {
				if (names.length === MAX_VERTICES)
					return failure({
						line,
						column,
						message: {
							en: `Line ${line}, column ${column}: "${shown(name)}" would be vertex ${MAX_VERTICES + 1}, one too many. ${HINT.en}`,
							zh: `第${line}行第${column}列：“${shown(name)}”会是第 ${MAX_VERTICES + 1} 个顶点，多了一个。${HINT.zh}`
						}
					});
				vertex = names.length;
				numbers.set(name, vertex);
				names.push(name);
			}
			ends.push(vertex);
		}
		if (ends.length === 2) {
			const [a, b] = ends;
			if (a === b) {
				const { line, column } = where(tokens[1]);
				const name = shown(names[a]);
				return failure({
					line,
					column,
					message: {
						en: `Line ${line}, column ${column}: the edge joins ${name} to itself, and no colouring can give a vertex a colour other than its own. ${HINT.en}`,
						zh: `第${line}行第${column}列：这条边把 ${name} 连到它自己，任何着色都做不到。${HINT.zh}`
					}
				});
			}
			const low = Math.min(a, b);
			const high = Math.max(a, b);
			const key = low * MAX_VERTICES + high;
			if (!seen.has(key)) {
				seen.add(key);
				edges.push([low, high]);
			}
		}
		// A line ends at \n, \r or \r\n.
		lineStart = text[lineEnd] === '\r' && text[lineEnd + 1] === '\n' ? lineEnd + 2 : lineEnd + 1;
		lineNumber++;
	}
	if (names.length === 0)
		return failure({
			message: { en: `The input has no vertex. ${HINT.en}`, zh: `输入里没有顶点。${HINT.zh}` }
		});
	return { ok: true, value: { names, edges } };
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
