import { MAX_NAME } from './model';
import type { Text } from '../types';

/** The names on one line of an edge list, without its comment. */
function namesOn(line: string): string[] {
	const hash = line.search(/(^|\s)#/);
	const content = hash < 0 ? line : line.slice(0, hash);
	return content.split(/\s+/).filter((name) => name !== '');
}

/** Every name the text mentions. */
function mentioned(lines: readonly string[]): Set<string> {
	return new Set(lines.flatMap(namesOn));
}

/** The text with one more line at its end. */
function appended(input: string, line: string): string {
	return input === '' || /[\r\n]$/.test(input) ? input + line : `${input}\n${line}`;
}

/**
 * The edge-list editor's changes, made to the text itself so the student's comments and order
 * stay as they were: a new line at the end, or the lines of an edge or a vertex taken out.
 */
export const graphEdits = {
	/** Adds the edge a–b as a line at the end. */
	addEdge(input: string, a: string, b: string): string {
		return appended(input, `${a} ${b}`);
	},

	/** Takes out every line of the edge a–b (either way round); an end left on no line stays as a vertex alone. */
	removeEdge(input: string, a: string, b: string): string {
		const lines = input.split(/\r\n|\r|\n/);
		const kept = lines.filter((line) => {
			const names = namesOn(line);
			return !(
				names.length === 2 &&
				((names[0] === a && names[1] === b) || (names[0] === b && names[1] === a))
			);
		});
		let text = kept.join('\n');
		const still = mentioned(kept);
		for (const name of [a, b]) if (!still.has(name)) text = appended(text, name);
		return text;
	},

	/** Adds a vertex without edges as a line at the end. */
	addVertex(input: string, name: string): string {
		return appended(input, name);
	},

	/** Takes out every line that names the vertex; a neighbour left on no line stays as a vertex alone. */
	removeVertex(input: string, name: string): string {
		const lines = input.split(/\r\n|\r|\n/);
		const neighbours = lines.flatMap((line) => {
			const names = namesOn(line);
			return names.includes(name) ? names.filter((other) => other !== name) : [];
		});
		const kept = lines.filter((line) => !namesOn(line).includes(name));
		let text = kept.join('\n');
		const still = mentioned(kept);
		for (const other of new Set(neighbours)) if (!still.has(other)) text = appended(text, other);
		return text;
	}
};

/** What is wrong with a name typed for a new vertex, or null when it can be added. */
export function newVertexProblem(name: string, existing: readonly string[]): Text | null {
	if (name === '') return { en: 'Type a name first.', zh: '请先输入名字。' };
	if (/\s/.test(name)) return { en: 'A name has no spaces.', zh: '名字里不能有空格。' };
	if (name.startsWith('#')) return { en: 'A name cannot start with #.', zh: '名字不能以 # 开头。' };
	if ([...name].length > MAX_NAME)
		return {
			en: `A name has at most ${MAX_NAME} characters.`,
			zh: `名字最多 ${MAX_NAME} 个字符。`
		};
	if (existing.includes(name))
		return { en: `${name} is already a vertex.`, zh: `${name} 已经是一个顶点。` };
	return null;
}
