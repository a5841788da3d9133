import { encodeLink, type LinkState } from './link';

/** Text made safe for an HTML attribute in double quotes. */
const attribute = (text: string): string =>
	text
		.replaceAll('&', '&amp;')
		.replaceAll('"', '&quot;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;');

/**
 * The iframe snippet that embeds a moment in a slide or a course page: the page at `base` (its
 * address without a fragment) opened on the moment with `embed=1`, sized for a slide, titled for
 * screen readers.
 */
export function embedSnippet(base: string, state: LinkState, title: string): string {
	const src = base + encodeLink({ ...state, embed: true });
	return (
		`<iframe src="${attribute(src)}" title="${attribute(title)}" width="720" height="560" ` +
		`style="border: 0" loading="lazy"></iframe>`
	);
}
