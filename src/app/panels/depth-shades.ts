/**
 * The depth overview's backtrack strip (DepthOverview.svelte), darker where the search thrashes,
 * drawn as one path a shade. It was a rectangle a bucket: while a search records, a new series
 * comes every half second, every bucket's share of the most backtracks moves with it, and the
 * page set three attributes on each of 240 rectangles and restyled them all.
 */

/** Shades of the strip: a bucket's backtracks, as a share of the most in one bucket, rounded up to one of these steps. */
export const BACKTRACK_SHADES = 8;

/** One shade of the strip: its opacity, and the runs of buckets that take it as one path. */
export interface BacktrackShade {
	/** Its step, 1 (a few backtracks) to BACKTRACK_SHADES (the most). */
	readonly shade: number;
	readonly opacity: number;
	/** Rectangles in buckets across (bucket i spans i to i + 1) and `height` down from `y`. */
	readonly d: string;
}

/** The opacity of a shade: the palest still shows, the darkest is solid. */
export const shadeOpacity = (shade: number): number => 0.15 + (0.85 * shade) / BACKTRACK_SHADES;

/**
 * The strip for each bucket's `backtracks`, a path for each shade some bucket takes (palest
 * first), each run of neighbouring buckets of the same shade one rectangle. Buckets without a
 * backtrack take none.
 */
export function backtrackShades(
	backtracks: readonly number[],
	y: number,
	height: number
): BacktrackShade[] {
	const most = Math.max(0, ...backtracks);
	const paths: string[] = Array.from({ length: BACKTRACK_SHADES + 1 }, () => '');
	const shadeOf = (count: number): number =>
		count > 0 ? Math.min(BACKTRACK_SHADES, Math.ceil((count / most) * BACKTRACK_SHADES)) : 0;
	for (let start = 0; start < backtracks.length;) {
		const shade = shadeOf(backtracks[start]);
		let end = start + 1;
		while (end < backtracks.length && shadeOf(backtracks[end]) === shade) end++;
		if (shade > 0) paths[shade] += `M${start} ${y}h${end - start}v${height}h${start - end}z`;
		start = end;
	}
	const shades: BacktrackShade[] = [];
	for (let shade = 1; shade <= BACKTRACK_SHADES; shade++)
		if (paths[shade] !== '') shades.push({ shade, opacity: shadeOpacity(shade), d: paths[shade] });
	return shades;
}
