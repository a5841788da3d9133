/**
 * Where in a student's function an endless loop is: QuickJS stops a call that ran past its time
 * at a loop's back edge but names only the function's first line in its stack, and "line 22" of
 * a twenty-line accepts sends the student looking in the wrong place.
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/javascript';
import type { SourcePlace } from './source';

const FUNCTIONS = new Set([
	'FunctionDeclaration',
	'FunctionExpression',
	'ArrowFunction',
	'MethodDeclaration'
]);
const LOOPS = new Set(['WhileStatement', 'ForStatement', 'DoStatement']);

/** A function: a declaration, an expression, an arrow, or an object's method (`name(…) {…}`). */
function isFunction(node: SyntaxNode): boolean {
	return (
		FUNCTIONS.has(node.name) || (node.name === 'Property' && node.getChild('ParamList') !== null)
	);
}

/** A loop whose condition is missing or always true: `for (;;)`, `while (true)`, `do … while (1)`. */
function isEndless(node: SyntaxNode, code: string): boolean {
	if (node.name === 'ForStatement') {
		const spec = node.getChild('ForSpec');
		if (spec === null) return false;
		const condition = code
			.slice(spec.from + 1, spec.to - 1)
			.split(';')[1]
			?.trim();
		return condition === '' || condition === 'true';
	}
	const condition = node.getChild('ParenthesizedExpression');
	if (condition === null) return false;
	const text = code.slice(condition.from + 1, condition.to - 1).trim();
	return text === 'true' || text === '1';
}

/** The loops of a function's body, those of functions inside it aside. */
function loopsOf(fn: SyntaxNode): SyntaxNode[] {
	const found: SyntaxNode[] = [];
	const visit = (node: SyntaxNode): void => {
		for (let child = node.firstChild; child !== null; child = child.nextSibling) {
			if (isFunction(child)) continue;
			if (LOOPS.has(child.name)) found.push(child);
			visit(child);
		}
	};
	visit(fn);
	return found;
}

/** The 1-based line and column of an offset. */
function placeAt(code: string, offset: number): SourcePlace {
	const before = code.slice(0, offset);
	const lineStart = before.lastIndexOf('\n') + 1;
	return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * The loop a call stopped for time was in, as far as the code tells: in the function that starts
 * on `line`, its only loop, or its only endless one. Null when the function has none or several.
 */
export function loopIn(code: string, line: number): SourcePlace | null {
	const lines = code.split('\n');
	if (!(line >= 1 && line <= lines.length)) return null;
	let from = 0;
	for (let i = 0; i < line - 1; i++) from += lines[i].length + 1;
	const to = from + lines[line - 1].length;
	let fn: SyntaxNode | null = null;
	parser.parse(code).iterate({
		enter(ref) {
			if (fn !== null || ref.to < from || ref.from > to) return false;
			if (ref.from >= from && isFunction(ref.node)) {
				fn = ref.node;
				return false;
			}
			return true;
		}
	});
	if (fn === null) return null;
	const loops = loopsOf(fn);
	const endless = loops.filter((loop) => isEndless(loop, code));
	const loop = loops.length === 1 ? loops[0] : endless.length === 1 ? endless[0] : null;
	return loop === null ? null : placeAt(code, loop.from);
}
