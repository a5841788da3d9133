import {
	characterAt,
	characterColumn,
	checkInputSize,
	isSpace,
	shown,
	withoutByteOrderMark
} from '../input';
import type { InputError, Result, Text } from '../types';
import { WORD_MAX, WORDS_MAX_SIDE, type WordGrid } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT: Text = {
	en: `Write the grid one row a line (the same number of letters in each, at most ${WORDS_MAX_SIDE} by ${WORDS_MAX_SIDE}), then an empty line, then the word.`,
	zh: `每行写网格的一行（每行字母数相同，最大 ${WORDS_MAX_SIDE}×${WORDS_MAX_SIDE}），然后空一行，再写要找的单词。`
};

/** One line's letters (its characters but blanks) and where each starts. */
interface LineLetters {
	readonly number: number;
	readonly start: number;
	readonly letters: string[];
	readonly at: number[];
}

/**
 * The lines of the text one at a time, each with its letters (at most `WORD_MAX + 1` of them: a
 * longer line is refused anyway), so a megabyte of input never becomes a million objects.
 */
function* linesOf(text: string): Generator<LineLetters, void, undefined> {
	let start = 0;
	for (let number = 1; start <= text.length; number++) {
		const letters: string[] = [];
		const at: number[] = [];
		let i = start;
		while (i < text.length && text[i] !== '\n' && text[i] !== '\r') {
			const character = characterAt(text, i);
			if (!isSpace(text.charCodeAt(i)) && letters.length <= WORD_MAX) {
				letters.push(character);
				at.push(i);
			}
			i += character.length;
		}
		yield { number, start, letters, at };
		start = text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
	}
}

/**
 * Reads a word search: the grid one row a line (blanks between letters allowed, so `A B C E` is
 * `ABCE`), an empty line, then the word on one line. Any visible character is a letter, so a
 * grid of Chinese characters works too. Blank lines before the grid and after the word are
 * skipped.
 */
export function parseWordGrid(input: string): Result<WordGrid> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const lines = linesOf(text);
	const place = (line: LineLetters, index: number) => ({
		line: line.number,
		column: characterColumn(text, line.start, index)
	});
	// Lines are taken by hand: a for-of that stops early would close the generator.
	const nextLine = (): LineLetters | null => {
		const taken = lines.next();
		return taken.done === true ? null : taken.value;
	};
	/** The next line with letters, or null at the end of the text. */
	const nextFilled = (): LineLetters | null => {
		for (let line = nextLine(); line !== null; line = nextLine())
			if (line.letters.length > 0) return line;
		return null;
	};
	const first = nextFilled();
	if (first === null)
		return failure({
			message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` }
		});

	// The grid: lines up to the first empty one (one more than the most is enough to refuse it).
	const rows: LineLetters[] = [first];
	for (let line = nextLine(); line !== null && line.letters.length > 0; line = nextLine()) {
		rows.push(line);
		if (rows.length > WORDS_MAX_SIDE) break;
	}
	const cols = first.letters.length;
	if (rows.length > WORDS_MAX_SIDE) {
		const line = rows[WORDS_MAX_SIDE].number;
		return failure({
			line,
			column: 1,
			message: {
				en: `Line ${line}: a grid has at most ${WORDS_MAX_SIDE} rows. ${HINT.en}`,
				zh: `第${line}行：网格最多 ${WORDS_MAX_SIDE} 行。${HINT.zh}`
			}
		});
	}
	for (const row of rows) {
		const hidden = row.letters.findIndex((letter) => shown(letter) !== letter);
		if (hidden >= 0) {
			const { line, column } = place(row, row.at[hidden]);
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: "${shown(row.letters[hidden])}" is an invisible character, not a letter. ${HINT.en}`,
					zh: `第${line}行第${column}列：“${shown(row.letters[hidden])}”是不可见字符，不是字母。${HINT.zh}`
				}
			});
		}
		if (row.letters.length > WORDS_MAX_SIDE) {
			const { line, column } = place(row, row.at[WORDS_MAX_SIDE]);
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: a row has at most ${WORDS_MAX_SIDE} letters. ${HINT.en}`,
					zh: `第${line}行第${column}列：每行最多 ${WORDS_MAX_SIDE} 个字母。${HINT.zh}`
				}
			});
		}
		if (row.letters.length !== cols) {
			const short = row.letters.length < cols;
			const { line, column } = short
				? { line: row.number, column: characterColumn(text, row.start, lineEnd(text, row)) }
				: place(row, row.at[cols]);
			const count = row.letters.length;
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: this row has ${count} ${count === 1 ? 'letter' : 'letters'}, the first row ${cols}. Every row of the grid has as many letters${short && rows.indexOf(row) === rows.length - 1 ? '; if this line is the word, put an empty line before it' : ''}. ${HINT.en}`,
					zh: `第${line}行第${column}列：这一行有 ${count} 个字母，第一行有 ${cols} 个，网格每行的字母数要相同${short && rows.indexOf(row) === rows.length - 1 ? '；如果这一行是单词，请在它前面空一行' : ''}。${HINT.zh}`
				}
			});
		}
	}

	// The word: the first line after the empty one that has letters; nothing may follow it.
	const wordLine = nextFilled();
	if (wordLine === null)
		return failure({
			line: rows[rows.length - 1].number + 1,
			column: 1,
			message: {
				en: `The word is missing: after the grid, leave an empty line and write the word. ${HINT.en}`,
				zh: `缺少要找的单词：网格后面空一行，再写单词。${HINT.zh}`
			}
		});
	const word = wordLine.letters;
	const hidden = word.findIndex((letter) => shown(letter) !== letter);
	if (hidden >= 0 || word.length > WORD_MAX) {
		const { line, column } = place(wordLine, wordLine.at[hidden >= 0 ? hidden : WORD_MAX]);
		return failure({
			line,
			column,
			message:
				hidden >= 0
					? {
							en: `Line ${line}, column ${column}: "${shown(word[hidden])}" is an invisible character, not a letter. ${HINT.en}`,
							zh: `第${line}行第${column}列：“${shown(word[hidden])}”是不可见字符，不是字母。${HINT.zh}`
						}
					: {
							en: `Line ${line}, column ${column}: a word has at most ${WORD_MAX} letters. ${HINT.en}`,
							zh: `第${line}行第${column}列：单词最多 ${WORD_MAX} 个字母。${HINT.zh}`
						}
		});
	}
	const extra = nextFilled();
	if (extra !== null) {
		const { line, column } = place(extra, extra.at[0]);
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: only one word follows the grid, but "${shown(extra.letters.join(''))}" comes after "${shown(word.join(''))}". ${HINT.en}`,
				zh: `第${line}行第${column}列：网格后面只能有一个单词，但“${shown(word.join(''))}”后面还有“${shown(extra.letters.join(''))}”。${HINT.zh}`
			}
		});
	}
	return {
		ok: true,
		value: {
			rows: rows.length,
			cols,
			letters: rows.flatMap((row) => row.letters),
			word
		}
	};
}

/**
 * Reads a word search the parser refuses (a ragged row, no word), so the editor can still show the
 * grid: the lines before the first empty one are the rows, blanks dropped and cut to the largest
 * grid, a short row padded with A; the rest, blanks dropped, is the word.
 */
export function readWordGridLeniently(text: string): WordGrid {
	const [gridPart = '', ...rest] = text.split(/\r?\n\s*\r?\n/);
	const lines = gridPart
		.split(/\r\n|\r|\n/)
		.map((line) => [...line.replace(/\s/g, '')].slice(0, WORDS_MAX_SIDE))
		.filter((line) => line.length > 0)
		.slice(0, WORDS_MAX_SIDE);
	const cols = Math.max(1, ...lines.map((line) => line.length));
	const rows = Math.max(1, lines.length);
	const letters: string[] = [];
	for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) letters.push(lines[r]?.[c] ?? 'A');
	return { rows, cols, letters, word: [...rest.join('').replace(/\s/g, '')] };
}

/** The index just past a line's last character. */
function lineEnd(text: string, line: LineLetters): number {
	let i = line.start;
	while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
	return i;
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
