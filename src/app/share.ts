import { displays } from '../puzzles/registry';
import type { Lang } from '../puzzles/types';
import { embedSnippet } from './embed';
import type { LinkState } from './link';
import { teachText } from './teach-words';

/**
 * The embed code of a moment (an iframe of the page at `base`, titled with the puzzle's name):
 * loaded when "Copy embed code" is first pressed, so the top bar's button costs the first load
 * only its words.
 */
export function embedCode(base: string, state: LinkState, lang: Lang): string {
	const name = displays.loaded(state.puzzle)?.name[lang] ?? state.puzzle;
	return embedSnippet(base, state, teachText(lang, 'embedTitle', { puzzle: name }));
}
