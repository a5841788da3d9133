import type { CodeListing } from '../kit/code-listing';
import { SKIP } from './model';

/**
 * Sum of subsets as the textbook's include/exclude recursion: one call per number, which first
 * takes it, then skips it. With reuse (combination sum) a take stays on the same number; with
 * pruning, fits() cuts a choice that passes the target or leaves it out of reach. Every event of
 * the engine is one line here (see lineForEvent).
 */
export const subsetsCode: CodeListing = {
	pseudo: {
		en: [
			{ text: 'a[1..n] ← the numbers (with reuse: sorted, repeats dropped)' },
			{
				text: 'choose(i, sum):                  ▸ decide number i; sum: the numbers taken so far',
				role: 'enter'
			},
			{
				text: '    if i > n, or reuse and sum > target:   ▸ every number is decided (or the sum is past the target)',
				role: 'goal'
			},
			{ text: '        if sum = target: report the numbers taken', role: 'found' },
			{ text: '        return' },
			{ text: '    for choice in (take a[i], skip a[i]):', role: 'loop' },
			{
				text: '        if not pruning or fits(choice):   ▸ the sum stays ≤ target, the numbers left can still reach it',
				role: 'check'
			},
			{ text: '            if take: taken[i] ← taken[i] + 1', role: 'place' },
			{
				text: '            choose(take and reuse ? i : i + 1, take ? sum + a[i] : sum)',
				role: 'recurse'
			},
			{ text: '            if take: taken[i] ← taken[i] − 1', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: 'a[1..n] ← 这些数（可重复时：排好序，去掉重复的数）' },
			{
				text: '选(i, 和):                        ▸ 决定第 i 个数；和：已选的数之和',
				role: 'enter'
			},
			{
				text: '    如果 i > n，或可重复且 和 > 目标:   ▸ 每个数都决定了（或和已超过目标）',
				role: 'goal'
			},
			{ text: '        如果 和 = 目标：输出选中的数', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每个选择 (选 a[i], 不选 a[i]):', role: 'loop' },
			{
				text: '        如果 不剪枝 或 可行(选择):   ▸ 和不超过目标，剩下的数还凑得够',
				role: 'check'
			},
			{ text: '            如果选：选了[i] ← 选了[i] + 1', role: 'place' },
			{
				text: '            选(选且可重复 ? i : i + 1, 选 ? 和 + a[i] : 和)',
				role: 'recurse'
			},
			{ text: '            如果选：选了[i] ← 选了[i] − 1', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n, target, a[40], rest[41];   /* rest[i] = a[i] + ... + a[n-1] */' },
		{ text: 'int taken[40];                    /* how many times a[i] is taken */' },
		{ text: 'bool prune, reuse;                /* with reuse, a[] is sorted, repeats dropped */' },
		{ text: '' },
		{ text: 'bool fits(int i, int sum, int take) {' },
		{ text: '    if (!prune) return true;' },
		{ text: '    if (take) return sum + a[i] <= target && (reuse || sum + rest[i] >= target);' },
		{ text: '    if (!reuse) return sum + rest[i + 1] >= target;' },
		{ text: '    return sum == target || (i + 1 < n && sum + a[i + 1] <= target);' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void choose(int i, int sum) {', role: 'enter' },
		{ text: '    if (i == n || (reuse && sum > target)) {', role: 'goal' },
		{ text: '        if (sum == target) print_taken();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int take = 1; take >= 0; take--) {', role: 'loop' },
		{ text: '        if (fits(i, sum, take)) {', role: 'check' },
		{ text: '            taken[i] += take;', role: 'place' },
		{ text: '            choose(take && reuse ? i : i + 1, sum + take * a[i]);', role: 'recurse' },
		{ text: '            taken[i] -= take;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'const a = reuse ? [...new Set(numbers)].sort((x, y) => x - y) : numbers;' },
		{ text: '' },
		{ text: 'function choose(i: number, sum: number): void {', role: 'enter' },
		{ text: '    if (i === n || (reuse && sum > target)) {', role: 'goal' },
		{ text: '        if (sum === target) report(taken);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (const take of [1, 0]) {', role: 'loop' },
		{ text: '        if (fits(i, sum, take)) {', role: 'check' },
		{ text: '            taken[i] += take;', role: 'place' },
		{ text: '            choose(take && reuse ? i : i + 1, sum + take * a[i]);', role: 'recurse' },
		{ text: '            taken[i] -= take;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function fits(i: number, sum: number, take: number): boolean {' },
		{ text: '    if (!prune) return true;' },
		{ text: '    if (take) return sum + a[i] <= target && (reuse || sum + rest[i] >= target);' },
		{ text: '    if (!reuse) return sum + rest[i + 1] >= target;' },
		{ text: '    return sum === target || (i + 1 < n && sum + a[i + 1] <= target);' },
		{ text: '}' }
	],
	candidate: (candidate) =>
		candidate === SKIP
			? { en: 'skip', zh: '不选' }
			: { en: `take ${candidate}`, zh: `选 ${candidate}` },
	symbol: (candidate) => (candidate === SKIP ? '–' : String(candidate))
};
