import type { Text } from '../types';

/** What the subsets board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Subsets board', zh: '子集和' },
	target: { en: 'target', zh: '目标' },
	taken: { en: 'taken', zh: '已选' },
	skipped: { en: 'skipped', zh: '不选' },
	undecided: { en: 'not decided yet', zh: '尚未决定' },
	deciding: { en: 'being decided', zh: '正在决定' },
	nothing: { en: 'Nothing taken yet', zh: '还没有选数' },
	solved: { en: 'solved', zh: '已解出' },
	reach: { en: 'reach', zh: '可达' },
	tooBig: { en: 'too big for what is left', zh: '比剩下的差额大' },
	justPut: { en: 'just put back', zh: '刚放回' }
} satisfies Record<string, Text>;
