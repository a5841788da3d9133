import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8'
);

/** One violation as a readable line: rule, impact and the first elements it names. */
export interface Finding {
	readonly rule: string;
	readonly impact: string | null;
	readonly targets: string[];
	readonly help: string;
}

/** Every axe violation on a page as it is now (WCAG 2.1 A and AA, and axe's best practices). */
export async function violationsOn(page: Page): Promise<Finding[]> {
	if (!(await page.evaluate(() => 'axe' in window)))
		await page.addScriptTag({ content: axeSource });
	return page.evaluate(async () => {
		const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
		const results = await axe.run(document, {
			runOnly: {
				type: 'tag',
				values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
			},
			resultTypes: ['violations']
		});
		return results.violations.map((violation) => ({
			rule: violation.id,
			impact: violation.impact ?? null,
			targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
			help: violation.help
		}));
	});
}
