/** A Storage in memory, which may refuse every write as a full or private one does. */
export function memoryStorage(refuse = false): Storage {
	const items = new Map<string, string>();
	return {
		get length() {
			return items.size;
		},
		key: (i) => [...items.keys()][i] ?? null,
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => {
			if (refuse) throw new DOMException('full', 'QuotaExceededError');
			items.set(key, String(value));
		},
		removeItem: (key) => void items.delete(key),
		clear: () => items.clear()
	};
}
