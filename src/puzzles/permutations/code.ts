import type { CodeListing } from '../kit/code-listing';
import { itemOf, letterOf } from './model';

/**
 * All orderings as the classic recursion makes them: one call per position, the items tried in
 * order, each item's "used" mark set while it is placed. Skipping repeats (items sorted), an item
 * equal to an unused one just before it is passed over. Every event of the engine is one line
 * here (see lineForEvent).
 */
export const permutationsCode: CodeListing = {
	pseudo: {
		en: [
			{
				text: 'permute(pos):                      ▸ fill position pos; used[i]: item i is placed',
				role: 'enter'
			},
			{ text: '    if pos > n:                    ▸ every position is filled', role: 'goal' },
			{ text: '        report the ordering: a solution', role: 'found' },
			{ text: '        return' },
			{ text: '    for each item i = 1..n:', role: 'loop' },
			{
				text: '        if fits(i):                ▸ not used, and (skipping repeats) no equal unused item just before it',
				role: 'check'
			},
			{ text: '            perm[pos] ← a[i]; used[i] ← true', role: 'place' },
			{ text: '            permute(pos + 1)', role: 'recurse' },
			{ text: '            used[i] ← false', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{
				text: '排列(位置):                     ▸ 填第 位置 个位置；用过[i]：第 i 个元素已放下',
				role: 'enter'
			},
			{ text: '    如果 位置 > n:              ▸ 每个位置都填好了', role: 'goal' },
			{ text: '        输出这个排列', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每个元素 i = 1..n:', role: 'loop' },
			{
				text: '        如果 可以放(i):          ▸ 没用过，并且（跳过重复时）前面相同的元素已经用过',
				role: 'check'
			},
			{ text: '            排列[位置] ← a[i]; 用过[i] ← 真', role: 'place' },
			{ text: '            排列(位置 + 1)', role: 'recurse' },
			{ text: '            用过[i] ← 假', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n;' },
		{ text: 'char a[13];                    /* the items, sorted when repeats are skipped */' },
		{ text: 'char perm[13];' },
		{ text: 'bool used[12], skip_repeats;' },
		{ text: '' },
		{ text: 'bool fits(int i) {' },
		{ text: '    if (used[i]) return false;' },
		{ text: '    return !(skip_repeats && i > 0 && a[i] == a[i - 1] && !used[i - 1]);' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void permute(int pos) {', role: 'enter' },
		{ text: '    if (pos == n) {', role: 'goal' },
		{ text: '        print_perm();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int i = 0; i < n; i++) {', role: 'loop' },
		{ text: '        if (fits(i)) {', role: 'check' },
		{ text: '            perm[pos] = a[i]; used[i] = true;', role: 'place' },
		{ text: '            permute(pos + 1);', role: 'recurse' },
		{ text: '            used[i] = false;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'function permute(pos: number): void {', role: 'enter' },
		{ text: '    if (pos === n) {', role: 'goal' },
		{ text: '        report(perm);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (let i = 0; i < n; i++) {', role: 'loop' },
		{ text: '        if (fits(i)) {', role: 'check' },
		{ text: '            perm[pos] = a[i]; used[i] = true;', role: 'place' },
		{ text: '            permute(pos + 1);', role: 'recurse' },
		{ text: '            used[i] = false;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function fits(i: number): boolean {' },
		{ text: '    if (used[i]) return false;' },
		{ text: '    return !(skipRepeats && i > 0 && a[i] === a[i - 1] && !used[i - 1]);' },
		{ text: '}' }
	],
	candidate: (candidate) => {
		const item = itemOf(candidate) + 1;
		const letter = letterOf(candidate);
		return letter === null
			? { en: `number ${item}`, zh: `数 ${item}` }
			: { en: `"${letter}" (letter ${item})`, zh: `“${letter}”（第 ${item} 个字母）` };
	},
	symbol: (candidate) => letterOf(candidate) ?? String(itemOf(candidate) + 1)
};
