/**
 * Pictures of what the page draws, for slides and notes: a drawing of the page (the board, the
 * depth overview) as a file that stands on its own, in SVG or PNG.
 */

/** The computed styles a drawing needs to look the same outside the page (its CSS stays behind). */
const DRAWN_STYLES = [
	'fill',
	'fill-opacity',
	'stroke',
	'stroke-width',
	'stroke-dasharray',
	'stroke-opacity',
	'stroke-linecap',
	'stroke-linejoin',
	'opacity',
	'visibility',
	'display',
	'font-family',
	'font-size',
	'font-weight',
	'font-style',
	'text-anchor',
	'dominant-baseline',
	'paint-order'
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The size a picture is drawn at: `width` pixels wide, as tall as the drawing's proportions say. */
export function pictureSize(svg: SVGSVGElement, width: number): { width: number; height: number } {
	const box = svg.viewBox.baseVal;
	const ratio =
		box !== null && box.width > 0 ? box.height / box.width : svg.clientHeight / svg.clientWidth;
	return { width, height: Math.max(1, Math.round(width * (Number.isFinite(ratio) ? ratio : 1))) };
}

/**
 * The drawing as an SVG file of its own: every element's drawn styles written on it (the page's
 * CSS and its colour variables do not travel), on a white ground, `width` pixels wide.
 */
export function standaloneSvg(svg: SVGSVGElement, width: number): string {
	const copy = svg.cloneNode(true) as SVGSVGElement;
	const originals = [svg, ...svg.querySelectorAll('*')];
	const copies = [copy, ...copy.querySelectorAll('*')];
	originals.forEach((original, i) => {
		const element = copies[i];
		if (!(element instanceof SVGElement)) return;
		const computed = getComputedStyle(original);
		const style = DRAWN_STYLES.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(
			';'
		);
		element.setAttribute('style', style);
		// Focus rings and hover states are the page's, not the picture's.
		element.removeAttribute('class');
		element.removeAttribute('tabindex');
	});
	const size = pictureSize(svg, width);
	copy.setAttribute('xmlns', SVG_NS);
	copy.setAttribute('width', String(size.width));
	copy.setAttribute('height', String(size.height));
	const ground = document.createElementNS(SVG_NS, 'rect');
	ground.setAttribute('width', '100%');
	ground.setAttribute('height', '100%');
	ground.setAttribute('x', String(svg.viewBox.baseVal?.x ?? 0));
	ground.setAttribute('y', String(svg.viewBox.baseVal?.y ?? 0));
	ground.setAttribute('style', 'fill:#ffffff');
	copy.prepend(ground);
	return new XMLSerializer().serializeToString(copy);
}

/** The drawing on a canvas of its own, `width` pixels wide: the standalone SVG, drawn. */
export async function canvasOf(svg: SVGSVGElement, width: number): Promise<HTMLCanvasElement> {
	const size = pictureSize(svg, width);
	const url = URL.createObjectURL(new Blob([standaloneSvg(svg, width)], { type: 'image/svg+xml' }));
	try {
		const image = new Image(size.width, size.height);
		image.src = url;
		await image.decode();
		const canvas = document.createElement('canvas');
		canvas.width = size.width;
		canvas.height = size.height;
		const context = canvas.getContext('2d', { willReadFrequently: true });
		if (context === null) throw new Error('no 2D canvas');
		context.drawImage(image, 0, 0, size.width, size.height);
		return canvas;
	} finally {
		URL.revokeObjectURL(url);
	}
}

/** The drawing as a PNG, `width` pixels wide. */
export async function pngOf(svg: SVGSVGElement, width: number): Promise<Blob> {
	const canvas = await canvasOf(svg, width);
	return new Promise<Blob>((resolve, reject) =>
		canvas.toBlob(
			(blob) => (blob === null ? reject(new Error('the PNG was not made')) : resolve(blob)),
			'image/png'
		)
	);
}
