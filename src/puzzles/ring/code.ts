import type { CodeListing } from '../kit/code-listing';

/**
 * The prime ring as a recursive function: ring[0] holds 1, one call per position after it, the
 * numbers 2..n tried in increasing order. Every event of the engine is one line here (see
 * lineForEvent).
 */
export const ringCode: CodeListing = {
	pseudo: {
		en: [
			{ text: 'fill(position):                        ▸ ring[1] is already 1', role: 'enter' },
			{ text: '    if position > n:                   ▸ every position is filled', role: 'goal' },
			{ text: '        report the ring: a solution', role: 'found' },
			{ text: '        return' },
			{ text: '    for each number 2..n:', role: 'loop' },
			{
				text: '        if fits(position, number):     ▸ unused, its sum with the previous number is prime (and with 1, last)',
				role: 'check'
			},
			{ text: '            ring[position] ← number', role: 'place' },
			{ text: '            fill(position + 1)', role: 'recurse' },
			{ text: '            ring[position] ← empty', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '填(位置):                      ▸ 环[1] 已经是 1', role: 'enter' },
			{ text: '    如果 位置 > n:             ▸ 每个位置都填好了', role: 'goal' },
			{ text: '        输出这个环', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每个数 2..n:', role: 'loop' },
			{
				text: '        如果 可以填(位置, 数):   ▸ 没用过，与前一个数之和是素数（最后一个还要与 1 之和是素数）',
				role: 'check'
			},
			{ text: '            环[位置] ← 数', role: 'place' },
			{ text: '            填(位置 + 1)', role: 'recurse' },
			{ text: '            环[位置] ← 空', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n, ring[20];                /* ring[0] = 1 */' },
		{ text: 'bool used[21];' },
		{ text: '' },
		{ text: 'bool fits(int pos, int num) {' },
		{ text: '    if (used[num] || !is_prime(ring[pos - 1] + num)) return false;' },
		{ text: '    return pos < n - 1 || is_prime(num + ring[0]);' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void fill(int pos) {', role: 'enter' },
		{ text: '    if (pos == n) {', role: 'goal' },
		{ text: '        print_ring();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int num = 2; num <= n; num++) {', role: 'loop' },
		{ text: '        if (fits(pos, num)) {', role: 'check' },
		{ text: '            ring[pos] = num; used[num] = true;', role: 'place' },
		{ text: '            fill(pos + 1);', role: 'recurse' },
		{ text: '            ring[pos] = 0; used[num] = false;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'function fill(ring: number[], pos: number, n: number): void {', role: 'enter' },
		{ text: '    if (pos === n) {', role: 'goal' },
		{ text: '        report(ring);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (let num = 2; num <= n; num++) {', role: 'loop' },
		{ text: '        if (fits(ring, pos, num, n)) {', role: 'check' },
		{ text: '            ring[pos] = num;', role: 'place' },
		{ text: '            fill(ring, pos + 1, n);', role: 'recurse' },
		{ text: '            ring[pos] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function fits(ring: number[], pos: number, num: number, n: number): boolean {' },
		{ text: '    if (ring.includes(num) || !isPrime(ring[pos - 1] + num)) return false;' },
		{ text: '    return pos < n - 1 || isPrime(num + ring[0]);' },
		{ text: '}' }
	],
	candidate: (number) => ({ en: `number ${number}`, zh: `数 ${number}` }),
	symbol: String
};
