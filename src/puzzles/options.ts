import type { SearchOptions } from '../engine/engine';
import { shown } from './input';
import type { OptionSpec, OptionValues, PuzzleOptions, Result } from './types';

/** Every option of a puzzle with its default filled in, then the given values on top (unknown keys dropped). */
export function withDefaults<K extends string>(
	specs: readonly OptionSpec<K>[],
	options: PuzzleOptions
): OptionValues<K> {
	const filled = {} as Record<K, string>;
	for (const spec of specs)
		filled[spec.key] = Object.hasOwn(options, spec.key) ? options[spec.key] : spec.default;
	return filled;
}

/**
 * Reads a puzzle's options from the spec list, the one reader every puzzle uses: a missing option
 * takes its default, a given one must be one of its choices (in any letter case: `drul` is the
 * choice `DRUL`), or the error names the option, the bad value and what to write instead.
 */
export function readOptions<K extends string>(
	specs: readonly OptionSpec<K>[],
	options: PuzzleOptions
): Result<OptionValues<K>> {
	const values = { ...withDefaults(specs, options) } as Record<K, string>;
	for (const spec of specs) {
		const value = values[spec.key];
		const lower = value.toLowerCase();
		const choice = spec.choices.find((choice) => choice.value.toLowerCase() === lower);
		if (choice !== undefined) {
			values[spec.key] = choice.value;
			continue;
		}
		const allowed = spec.choices.map((choice) => choice.value).join(', ');
		// The value comes from a link or a command line: shown escaped and cut short.
		const written = shown(value);
		return {
			ok: false,
			error: {
				message: {
					en: `Unknown ${spec.key} "${written}": ${spec.hint?.en ?? `use one of ${allowed}`}.`,
					zh: `无法识别的选项 ${spec.key}“${written}”：${spec.hint?.zh ?? `请用 ${allowed} 之一`}。`
				}
			}
		};
	}
	return { ok: true, value: values };
}

/**
 * Applies the `limit` option every puzzle takes (the command line's `--limit N`): with an
 * all-solutions search it stops after that many; a first-solution search stops at one anyway.
 */
export function readLimit(search: SearchOptions, options: PuzzleOptions): Result<SearchOptions> {
	if (!Object.hasOwn(options, 'limit')) return { ok: true, value: search };
	const text = options.limit;
	if (!/^[1-9]\d{0,14}$/.test(text))
		return {
			ok: false,
			error: {
				message: {
					en: `Unknown limit "${shown(text)}": use a whole number from 1.`,
					zh: `无法识别的选项 limit“${shown(text)}”：请用从 1 起的整数。`
				}
			}
		};
	return { ok: true, value: search.mode === 'all' ? { ...search, limit: Number(text) } : search };
}

/** The "Solutions" option a search takes when it can stop at the first solution or find them all. */
export const solutionsOption: OptionSpec<'mode'> = {
	key: 'mode',
	label: { en: 'Solutions', zh: '解' },
	choices: [
		{ value: 'first', label: { en: 'First solution', zh: '第一个解' } },
		{ value: 'all', label: { en: 'All solutions', zh: '所有解' } }
	],
	default: 'first'
};
