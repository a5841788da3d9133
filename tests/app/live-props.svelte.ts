/** One prop's value, its own piece of state. */
class PropCell {
	value = $state.raw<unknown>();
	constructor(value: unknown) {
		this.value = value;
	}
}

/**
 * Props for a component under test that change one by one, as a parent's do: each key is read
 * from its own state, so setting one re-runs only what reads it. (Testing Library's `rerender`
 * replaces the whole props object, after which every prop read re-runs: that would hide what a
 * step really re-renders.)
 */
export function liveProps<P extends object>(initial: P): { props: P; set(next: Partial<P>): void } {
	const cells: Record<string, PropCell> = {};
	const props = {} as P;
	for (const [key, value] of Object.entries(initial)) {
		const cell = new PropCell(value);
		cells[key] = cell;
		Object.defineProperty(props, key, { enumerable: true, get: () => cell.value });
	}
	return {
		props,
		set(next) {
			for (const [key, value] of Object.entries(next)) {
				if (Object.hasOwn(cells, key)) cells[key].value = value;
			}
		}
	};
}
