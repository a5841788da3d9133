import fc from 'fast-check';

/**
 * Characters that sit close to valid input or make trouble in a terminal: digits and the blanks
 * of each format, separators, letters a reader mistakes for S or E, white space of every kind, a
 * byte-order mark, control characters and an escape sequence's parts, a lone surrogate and an
 * emoji.
 */
export const TRICKY = [
	...'0123456789.ABCDEFGHSEse|-+=x#*',
	' ',
	'\t',
	'\n',
	'\r\n',
	'\r',
	'\n\n',
	'\u00a0',
	'\u3000',
	'\uFEFF',
	'\u0000',
	'\u001b',
	'\u001b]0;title\u0007',
	'\u001b[2J',
	'\u0085',
	'\u202e',
	'\ud800',
	'😀',
	'ſ',
	'Ｓ',
	'１',
	'-1',
	'99999999999999999999',
	'1000'
] as const;

/** One edit of a text: a character put in, taken out or replaced at a position (taken modulo the length). */
const edit = fc.record({
	kind: fc.constantFrom('insert', 'delete', 'replace', 'duplicate-line', 'drop-line'),
	at: fc.nat(),
	text: fc.constantFrom(...TRICKY)
});

/** An edit as drawn. */
type Edit = { readonly kind: string; readonly at: number; readonly text: string };

/** Applies edits to a text, each at its position modulo the text's length. */
function applyEdits(text: string, edits: readonly Edit[]): string {
	let result = text;
	for (const e of edits) {
		const at = result.length === 0 ? 0 : e.at % (result.length + 1);
		if (e.kind === 'insert') result = result.slice(0, at) + e.text + result.slice(at);
		else if (e.kind === 'delete') result = result.slice(0, at) + result.slice(at + 1);
		else if (e.kind === 'replace') result = result.slice(0, at) + e.text + result.slice(at + 1);
		else {
			const lines = result.split('\n');
			const line = e.at % lines.length;
			if (e.kind === 'duplicate-line') lines.splice(line, 0, lines[line]);
			else lines.splice(line, 1);
			result = lines.join('\n');
		}
	}
	return result;
}

/** Valid inputs with a few edits each: the near misses a student's typo makes. */
export function nearMisses(valid: readonly string[], maxEdits = 4): fc.Arbitrary<string> {
	return fc
		.tuple(fc.constantFrom(...valid), fc.array(edit, { minLength: 1, maxLength: maxEdits }))
		.map(([text, edits]) => applyEdits(text, edits));
}

/** Text of random bytes read as UTF-8 (broken sequences become U+FFFD) or as Latin-1. */
export const randomBytes: fc.Arbitrary<string> = fc
	.tuple(fc.uint8Array({ maxLength: 600 }), fc.boolean())
	.map(([bytes, utf8]) => (utf8 ? new TextDecoder().decode(bytes) : String.fromCharCode(...bytes)));

/** Random text: bytes, any UTF-16 units (lone surrogates too), or runs of the tricky pieces. */
export const randomText: fc.Arbitrary<string> = fc.oneof(
	randomBytes,
	fc.string({ unit: 'binary', maxLength: 300 }),
	fc.array(fc.constantFrom(...TRICKY), { maxLength: 200 }).map((parts) => parts.join(''))
);

/** Whether a message holds a control character raw (a tab or a newline aside): what a terminal would act on. */
export function hasRawControl(text: string): boolean {
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code === 9 || code === 10) continue;
		if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x202e) return true;
	}
	return false;
}
