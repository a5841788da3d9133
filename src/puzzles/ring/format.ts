/** One ring as the judge prints it: the numbers separated by single spaces. */
export function formatRing(numbers: readonly number[]): string {
	return numbers.join(' ');
}

/** One case of the Prime Ring Problem's output: `Case k:`, its rings one a line, then a blank line. */
export function formatRingCase(caseNumber: number, rings: readonly (readonly number[])[]): string {
	return [`Case ${caseNumber}:`, ...rings.map(formatRing), ''].join('\n') + '\n';
}
