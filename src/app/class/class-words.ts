import type { Lang, Text } from '../../puzzles/types';
import { fill } from '../i18n';

/** Every word of a live class (its dialogs and the student's banner), loaded with the class. */
export const classWords = {
	classTitle: { en: 'Class', zh: '课堂直播' },
	joinCode: { en: 'Join code', zh: '加入码' },
	joinLink: { en: 'Join link', zh: '加入链接' },
	qrCode: { en: 'QR code of the join link', zh: '加入链接的二维码' },
	students: { en: '{n} students', zh: '{n} 名学生' },
	oneStudent: { en: '1 student', zh: '1 名学生' },
	studentsFollow: { en: 'Students follow me', zh: '学生跟随我' },
	bringBack: { en: 'Bring everyone back', zh: '让大家回到我这里' },
	endClass: { en: 'End class', zh: '结束课堂' },
	close: { en: 'Close', zh: '关闭' },
	connecting: { en: 'Connecting to the Backstep server…', zh: '正在连接 Backstep 服务器…' },
	reconnecting: {
		en: 'The connection dropped: connecting again…',
		zh: '连接断了：正在重新连接…'
	},
	unavailable: {
		en: 'A live class needs the Backstep server: start it with npm start and open the address it prints.',
		zh: '课堂直播需要 Backstep 服务器：用 npm start 启动它，再打开它显示的地址。'
	},
	ended: { en: 'The class has ended.', zh: '课堂已结束。' },
	classCode: { en: 'Class code', zh: '课堂码' },
	nickname: { en: 'Nickname (optional)', zh: '昵称（可不填）' },
	join: { en: 'Join', zh: '加入' },
	joinHint: {
		en: 'The teacher shows a code of six letters and digits.',
		zh: '老师会显示一个由六个字母和数字组成的码。'
	},
	following: { en: 'Following the teacher', zh: '正在跟随老师' },
	exploring: { en: 'Exploring on your own', zh: '正在自己探索' },
	exploreOwn: { en: 'Explore on my own', zh: '自己探索' },
	rejoin: { en: 'Rejoin the teacher', zh: '回到老师这里' },
	leave: { en: 'Leave the class', zh: '离开课堂' },
	inClass: { en: 'Class {code}', zh: '课堂 {code}' },
	noRoom: {
		en: 'No class has the code {code}: check it with the teacher.',
		zh: '没有课堂的码是 {code}：请和老师核对。'
	},
	codeTaken: {
		en: 'That class is now taught from another page.',
		zh: '这个课堂现在由另一个页面在上。'
	},
	rateLimited: {
		en: 'Too many tries from this network: wait a minute, then try again.',
		zh: '这个网络尝试次数太多：请等一分钟再试。'
	},
	roomFull: { en: 'That class is full.', zh: '这个课堂已满。' },
	askClass: { en: 'Ask the class', zh: '问全班' },
	answeredOf: { en: '{k} of {n} answered', zh: '{n} 人中 {k} 人已回答' },
	showAnswers: { en: 'Show answers', zh: '公布答案' },
	takeOff: { en: 'Take the question off', zh: '收起问题' },
	classAsks: { en: 'The teacher asks the class', zh: '老师问全班' },
	answerTaken: {
		en: 'Your answer: {answer}. You can change it until the answers are shown.',
		zh: '你的回答：{answer}。公布答案之前还可以改。'
	},
	classAnswers: { en: 'The class answered', zh: '全班的回答' },
	rightAnswer: { en: 'The answer: {answer}', zh: '答案：{answer}' },
	choseCount: { en: '{label}: {count}', zh: '{label}：{count}' },
	badCode: {
		en: 'A class code is six letters and digits, such as K7PX3M.',
		zh: '课堂码由六个字母和数字组成，例如 K7PX3M。'
	}
} as const satisfies Record<string, Text>;

/** A class word in a language, its `{name}` marks filled in. */
export function classText(
	lang: Lang,
	key: keyof typeof classWords,
	values: Readonly<Record<string, string | number>> = {}
): string {
	return fill(lang, classWords[key][lang], values);
}
