/**
 * Where things are in a student's problem file, read from its text: the line of each function of
 * the API, for the Code view's highlighted line and for messages that name a function's line.
 */

/** The parts of a problem the API names, as a student writes them in `defineProblem({ ... })`. */
export type ApiPart =
	| 'defineProblem'
	| 'points'
	| 'start'
	| 'next'
	| 'candidates'
	| 'accepts'
	| 'place'
	| 'remove'
	| 'view'
	| 'describePoint'
	| 'describeCandidate';

/** A 1-based line and column in the student's file. */
export interface SourcePlace {
	readonly line: number;
	readonly column: number;
}

const PARTS: readonly ApiPart[] = [
	'points',
	'start',
	'next',
	'candidates',
	'accepts',
	'place',
	'remove',
	'view',
	'describePoint',
	'describeCandidate'
];

/**
 * The first line of each part: `name(` (a method), `name: function`, `name: (…) =>` or
 * `name:` (a value), and the `defineProblem(` call. A part written some other way (built in a
 * loop, say) has no line; messages then fall back to the call of defineProblem.
 */
export function partLines(code: string): Partial<Record<ApiPart, SourcePlace>> {
	const found: Partial<Record<ApiPart, SourcePlace>> = {};
	const lines = code.split('\n');
	const define = /\bdefineProblem\s*\(/;
	const part = new RegExp(`^(\\s*)(?:async\\s+)?(${PARTS.join('|')})\\s*(\\(|:)`);
	for (let i = 0; i < lines.length; i++) {
		const text = lines[i];
		if (found.defineProblem === undefined) {
			const call = define.exec(text);
			if (call !== null) found.defineProblem = { line: i + 1, column: call.index + 1 };
		}
		const match = part.exec(text);
		if (match === null) continue;
		const name = match[2] as ApiPart;
		if (found[name] === undefined) found[name] = { line: i + 1, column: match[1].length + 1 };
	}
	return found;
}

/** The line of a part, or of the defineProblem call when the part has none, or the first line. */
export function placeOf(code: string, part: string): SourcePlace {
	const lines = partLines(code);
	return lines[part as ApiPart] ?? lines.defineProblem ?? { line: 1, column: 1 };
}
