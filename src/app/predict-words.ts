import type { Lang, Text } from '../puzzles/types';
import { fill, type MessageValues } from './i18n';

/**
 * Predict mode's words, in English and Chinese: they load with its panel when the mode is first
 * turned on, not with the app (lang/en.ts and zh.ts hold the words the first screen shows, the
 * Predict checkbox's among them). `{name}` marks a value filled in by {@link predictText}.
 */
export const predictWords = {
	questions: { en: 'Questions', zh: '提问' },
	questionsAll: { en: 'Tries and backtracks', zh: '尝试与回溯' },
	questionsBacktracks: { en: 'Backtracks only', zh: '只问回溯' },
	score: { en: 'Score: {right} of {answered}', zh: '得分：{answered} 题答对 {right} 题' },
	predictOnBoard: {
		en: 'Click one of the marked places on the board, or pick it below.',
		zh: '点击棋盘上标出的位置，或在下面选择。'
	},
	answerRight: { en: 'Right!', zh: '答对了！' },
	answerWrong: { en: 'Not quite: {answer}.', zh: '不对：{answer}。' }
} satisfies Record<string, Text>;

/** A Predict word in a language, its `{name}` slots filled. */
export function predictText(
	lang: Lang,
	key: keyof typeof predictWords,
	values: MessageValues = {}
): string {
	return fill(lang, predictWords[key][lang], values);
}
