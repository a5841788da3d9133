import type { CodeLine, CodeListing, CodeRole } from '../kit/code-listing';
import { partLines, type ApiPart } from './source';

/**
 * Which part of a student's problem each role of the recursive search falls on: the engine's loop
 * calls `next` as a call begins (and finds the goal there), `candidates` for the loop, `accepts`
 * for each try, `place` before the deeper call (where outer calls wait) and `remove` after it.
 * Without `next`, the start and the goal fall on the `defineProblem` line, as does the return.
 */
const ROLE_PARTS: readonly (readonly [CodeRole, ApiPart, ApiPart])[] = [
	['enter', 'next', 'defineProblem'],
	['goal', 'next', 'defineProblem'],
	['found', 'next', 'defineProblem'],
	['loop', 'candidates', 'defineProblem'],
	['check', 'accepts', 'defineProblem'],
	['place', 'place', 'defineProblem'],
	['recurse', 'place', 'defineProblem'],
	['undo', 'remove', 'defineProblem'],
	['return', 'defineProblem', 'defineProblem']
];

/**
 * A student's code as the Code view shows it, the same in every language tab, with each line an
 * event comes from marked: a try marks `accepts`, a place `place`, a backtrack `remove`.
 */
export function customListing(code: string): CodeListing {
	// The views ask on every step; the code changes only when a problem is run.
	if (last !== null && last.code === code) return last.listing;
	const listing = listingOfCode(code);
	last = { code, listing };
	return listing;
}

/** The listing made last, kept for the next ask. */
let last: { readonly code: string; readonly listing: CodeListing } | null = null;

function listingOfCode(code: string): CodeListing {
	const places = partLines(code);
	const byLine = new Map<number, CodeRole[]>();
	for (const [role, part, fallback] of ROLE_PARTS) {
		const line = (places[part] ?? places[fallback])?.line;
		if (line === undefined) continue;
		byLine.set(line, [...(byLine.get(line) ?? []), role]);
	}
	const lines: CodeLine[] = code.split('\n').map((text, i) => {
		const roles = byLine.get(i + 1);
		if (roles === undefined) return { text };
		return roles.length === 1 ? { text, role: roles[0] } : { text, role: roles[0], roles };
	});
	return {
		pseudo: { en: lines, zh: lines },
		c: lines,
		ts: lines,
		candidate: (candidate) => ({ en: `candidate ${candidate}`, zh: `候选 ${candidate}` }),
		symbol: (candidate) => String(candidate),
		single: true
	};
}
