import type { Lang, OptionSpec, Text } from '../puzzles/types';
import type { words as english } from './lang/en';

/** The key of a message the app shell shows (lang/en.ts lists them). */
export type MessageKey = keyof typeof english;

/** One language's words: a sentence for every key. */
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * Each language's words, loaded on first use: the first load carries only the page's language
 * (main.ts loads it before the page is drawn), and the other comes when a teacher switches to it.
 */
const loaders: Record<Lang, () => Promise<{ words: Messages }>> = {
	en: () => import('./lang/en'),
	zh: () => import('./lang/zh')
};

/** The languages loaded so far. */
const tables: Partial<Record<Lang, Messages>> = {};

/** Loads a language's words; at once when they are loaded already. */
export async function loadLang(lang: Lang): Promise<void> {
	tables[lang] ??= (await loaders[lang]()).words;
}

/** The language the language button switches to from `lang`. */
export function otherLang(lang: Lang): Lang {
	return lang === 'en' ? 'zh' : 'en';
}

/** Whether a language's words are loaded, so the page can be drawn in it now. */
export function langLoaded(lang: Lang): boolean {
	return tables[lang] !== undefined;
}

/** A message in one language as written, its `{name}` slots left open. */
function message(lang: Lang, key: MessageKey): string {
	const table = tables[lang];
	// The page switches language only once its words are loaded (PageSettings): this is a bug.
	if (table === undefined)
		throw new Error(`The ${lang} words are asked for before they are loaded`);
	return table[key];
}

/**
 * Options that choose how the search goes rather than what it looks for (the order, the maze's
 * marking, pruning): while the code is hidden their choices are not named, so no label says which
 * algorithm runs (MRV, Warnsdorff's rule, plain DFS). First or all solutions, the colours and the
 * like stay named: they are the question, not the algorithm.
 */
const HOW_THE_SEARCH_GOES: ReadonlySet<string> = new Set(['order', 'marking', 'prune']);

/**
 * An option as the page names it: with the code hidden, each choice of an option that says how the
 * search goes is named by the option and a letter ("Order A", "Order B"), in the choices' order.
 */
export function namedOption<O extends Pick<OptionSpec, 'key' | 'label' | 'choices'>>(
	option: O,
	hideCode: boolean
): O {
	if (!hideCode || !HOW_THE_SEARCH_GOES.has(option.key)) return option;
	const mark = (i: number) =>
		option.choices.length <= 26 ? String.fromCharCode(65 + i) : String(i + 1);
	return {
		...option,
		choices: option.choices.map((choice, i) => ({
			value: choice.value,
			label: { en: `${option.label.en} ${mark(i)}`, zh: `${option.label.zh} ${mark(i)}` }
		}))
	};
}

/**
 * A sample's name as the page shows it: with the code hidden, "Sample 2", since a name may say the
 * order it is searched in ("by Warnsdorff's rule", "in the fixed order").
 */
export function sampleName(lang: Lang, name: Text, index: number, hideCode: boolean): string {
	return hideCode ? translate(lang, 'hiddenSample', { n: index + 1 }) : name[lang];
}

/** Values put into a message's `{name}` slots. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message in one language, with its `{name}` slots filled (numbers are written the way that language writes them). */
export function translate(lang: Lang, key: MessageKey, values: MessageValues = {}): string {
	return fill(lang, message(lang, key), values);
}

/** Fills the `{name}` slots of a sentence. */
export function fill(lang: Lang, template: string, values: MessageValues): string {
	const parts = templateParts(template);
	if (parts.length === 1) return parts[0];
	let filled = parts[0];
	for (let at = 1; at < parts.length; at += 2) {
		const value = values[parts[at]];
		filled +=
			value === undefined
				? `{${parts[at]}}`
				: typeof value === 'number'
					? formatNumber(lang, value)
					: value;
		filled += parts[at + 1];
	}
	return filled;
}

/**
 * Each sentence split once at its slots: text, slot name, text, … (always an odd count). A step
 * fills a dozen sentences (the counters, the step text, the tree's labels), and a regular
 * expression run over each made i18n.ts 0.1 ms of a step's script, against 0.06 now. The
 * sentences are the word tables', a fixed set, so the cache stays small.
 */
const splitTemplates = new Map<string, readonly string[]>();

function templateParts(template: string): readonly string[] {
	let parts = splitTemplates.get(template);
	if (parts === undefined) {
		parts = template.split(/\{(\w+)\}/);
		splitTemplates.set(template, parts);
	}
	return parts;
}

/** A count written for the language: 34,567 in both (Chinese classrooms read grouped digits too). */
export function formatNumber(lang: Lang, value: number): string {
	// Counts, the common case, are grouped here: both languages group by threes with a comma, and
	// a formatter's call cost a step's texts and tree labels about 0.07 ms a step in Chromium.
	if (Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0)))
		return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
	return NUMBER_FORMATS[lang].format(value);
}

// Made once: toLocaleString builds a formatter per call, and the tree labels every node each frame.
const NUMBER_FORMATS: Record<Lang, Intl.NumberFormat> = {
	en: new Intl.NumberFormat('en-US'),
	zh: new Intl.NumberFormat('zh-CN')
};

/** The language the browser asks for: Chinese for any zh-* tag, English otherwise. */
export function preferredLang(languages: readonly string[]): Lang {
	const first = languages.find((tag) => tag.trim() !== '') ?? 'en';
	return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Where the browser keeps the language chosen with the language button. */
const LANG_KEY = 'backstep.lang';

/**
 * The language last chosen with the language button on this browser, or null when none was (or
 * the browser keeps no storage for the page: a private window, storage switched off).
 */
export function rememberedLang(
	storage: () => Pick<Storage, 'getItem'> = () => localStorage
): Lang | null {
	try {
		const value = storage().getItem(LANG_KEY);
		return value === 'en' || value === 'zh' ? value : null;
	} catch {
		return null;
	}
}

/** Keeps the language chosen for the next visit; without storage the choice lasts the visit. */
export function rememberLang(
	lang: Lang,
	storage: () => Pick<Storage, 'setItem'> = () => localStorage
): void {
	try {
		storage().setItem(LANG_KEY, lang);
	} catch {
		// Storage refused (full, or switched off): the page keeps the language until it closes.
	}
}
