import type { Lang, Text } from '../puzzles/types';

/**
 * The help dialog's words: what each shortcut does. They load with the dialog, on first use, not
 * with the app (lang/en.ts and zh.ts hold the words the first screen shows).
 */
export const helpWords = {
	shortcutPlayPause: { en: 'Play or pause', zh: '播放或暂停' },
	shortcutStep: { en: 'Step back or forward', zh: '后退或前进一步' },
	shortcutBacktrack: { en: 'Previous or next backtrack', zh: '上一次或下一次回溯' },
	shortcutStart: { en: 'Go to the start', zh: '回到开始' },
	shortcutEnd: { en: 'Go to the last recorded step', zh: '跳到最后记录的一步' },
	shortcutStepInto: {
		en: 'Step into, or back with Shift',
		zh: '单步进入；加 Shift 为后退'
	},
	shortcutStepOver: { en: 'Step over, or back with Shift', zh: '单步跳过；加 Shift 为后退' },
	shortcutStepOut: { en: 'Step out, or back with Shift', zh: '单步跳出；加 Shift 为后退' },
	shortcutDebuggerKeys: {
		en: 'Step into, step over, step out (as in a debugger)',
		zh: '单步进入、单步跳过、单步跳出（与调试器相同）'
	},
	shortcutHelp: { en: 'Show this help', zh: '显示本帮助' },
	shortcutBookmark: {
		en: 'Next bookmark of the lesson, or the previous with Shift',
		zh: '课堂的下一个书签；加 Shift 为上一个'
	},
	shortcutClose: { en: 'Close this help', zh: '关闭本帮助' },
	keySpace: { en: 'Space', zh: '空格' },
	shortcutsRule: {
		en: 'The shortcuts work everywhere, also after you click a button, checkbox, list or slider with the mouse or a finger. A control keeps its own keys only while you type in a text box, or after you reached it with the keyboard (Tab): then a slider’s arrows move the slider, and Space presses the button.',
		zh: '快捷键在任何地方都可以使用，用鼠标或手指点过按钮、复选框、列表或滑块之后也一样。只有两种情况下控件保留自己的按键：在文本框中打字时；以及用键盘（Tab 键）移到这个控件之后，这时滑块的方向键移动滑块，空格键按下按钮。'
	},
	shortcutsCompare: {
		en: 'In Compare, Space plays or pauses both searches, and ←, →, Home and End move both; Shift+← and Shift+→ take each search to its own previous or next backtrack.',
		zh: '在对比模式中，空格键同时播放或暂停两个搜索，←、→、Home 和 End 同时移动两个搜索；Shift+← 和 Shift+→ 让每个搜索各自跳到自己的上一次或下一次回溯。'
	}
} satisfies Record<string, Text>;

/** A help word in a language. */
export function helpText(lang: Lang, key: keyof typeof helpWords): string {
	return helpWords[key][lang];
}
