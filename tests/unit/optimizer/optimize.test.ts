// The optimizer engine on the real generated emoji data: exact outputs in the six languages and
// both modes. A change to the data (labels, tags, everyday words) may change an emoji here; the
// test then shows which and the expectation is updated on purpose.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/i18n/languages.ts';
import { loadOptimizerWords } from '../../../src/optimizer/everyday.ts';
import { optimize } from '../../../src/optimizer/optimize.ts';
import type { OptimizeMode, OptimizeResult } from '../../../src/optimizer/types.ts';
import { vocabularyFor } from '../../../src/optimizer/vocabulary.ts';
import { generatedEmoji } from '../generated-emoji.ts';

// The vocabularies are built here (a second or two each, several on a busy machine), not inside
// the first test of each language, which then ran past the 5 s test timeout.
beforeAll(async () => {
  await Promise.all(LANGUAGE_CODES.map((lang) => loadOptimizerWords(lang)));
  for (const lang of LANGUAGE_CODES) vocabularyFor(generatedEmoji(lang), lang);
}, 120_000);

const run = (lang: LanguageCode, text: string, mode: OptimizeMode): OptimizeResult => optimize(text, mode, vocabularyFor(generatedEmoji(lang), lang));

/** Every change's word is where its index says, in the original text. */
function expectIndexesInOriginal(text: string, result: OptimizeResult) {
  for (const change of result.changes) expect(text.slice(change.index, change.index + change.word.length)).toBe(change.word);
}

const withoutEmoji = (text: string) => text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');

describe.each<{ lang: LanguageCode; text: string; add: OptimizeResult; replace: string }>([
  {
    lang: 'en',
    text: 'We ate pizza and ice cream, then the cats slept.',
    add: {
      text: 'We ate😋 pizza🍕 and ice cream🍨, then the cats🐈️ slept😴.',
      changes: [
        { word: 'ate', emoji: '😋', index: 3 },
        { word: 'pizza', emoji: '🍕', index: 7 },
        // "ice cream" is one word to the engine, not ice + cream.
        { word: 'ice cream', emoji: '🍨', index: 17 },
        // A plural finds its singular through the stem.
        { word: 'cats', emoji: '🐈️', index: 37 },
        // An irregular past meets its base word (ate: eat, slept: sleep).
        { word: 'slept', emoji: '😴', index: 42 },
      ],
    },
    replace: 'We 😋 🍕 and 🍨, then the 🐈️ 😴.',
  },
  {
    lang: 'zh',
    text: '生日快乐！我们一起吃了披萨和冰淇淋，还有巧克力。',
    add: {
      // The segmenter cuts 披萨 into 披 / 萨; the longest match finds it whole, like 冰淇淋, 巧克力
      // and 生日快乐 (not 生日 + 快乐).
      text: '生日快乐🥳！我们一起吃😋了披萨🍕和冰淇淋🍨，还有巧克力🍫。',
      changes: [
        { word: '生日快乐', emoji: '🥳', index: 0 },
        { word: '吃', emoji: '😋', index: 9 },
        { word: '披萨', emoji: '🍕', index: 11 },
        { word: '冰淇淋', emoji: '🍨', index: 14 },
        { word: '巧克力', emoji: '🍫', index: 20 },
      ],
    },
    replace: '🥳！我们一起😋了🍕和🍨，还有🍫。',
  },
  {
    lang: 'zh_tw',
    text: '今天下雨了，我家的狗狗在睡覺。',
    add: {
      // 狗狗 is 狗 doubled, one word with one emoji; 今天, 了, 我家的 stay as they are.
      text: '今天下雨🌧️了，我家的狗狗🐶在睡覺🛌。',
      changes: [
        { word: '下雨', emoji: '🌧️', index: 2 },
        { word: '狗狗', emoji: '🐶', index: 9 },
        { word: '睡覺', emoji: '🛌', index: 12 },
      ],
    },
    replace: '今天🌧️了，我家的🐶在🛌。',
  },
  {
    lang: 'ja',
    text: '猫が寝てる。雨が降ってきたので傘を買いました。',
    add: {
      // 寝てる is a conjugated 寝る; the particles が and を stay bare.
      text: '猫🐈️が寝てる😴。雨☔️が降ってきたので傘☂️を買いました。',
      changes: [
        { word: '猫', emoji: '🐈️', index: 0 },
        { word: '寝てる', emoji: '😴', index: 2 },
        { word: '雨', emoji: '☔️', index: 6 },
        { word: '傘', emoji: '☂️', index: 15 },
      ],
    },
    replace: '🐈️が😴。☔️が降ってきたので☂️を買いました。',
  },
  {
    lang: 'ko',
    text: '고양이가 우산을 좋아해요. 오늘 너무 행복해요.',
    add: {
      // Particles (가, 을) and endings (해요) are part of the word the emoji follows.
      text: '고양이가🐈️ 우산을☂️ 좋아해요🩷. 오늘 너무 행복해요😊.',
      changes: [
        { word: '고양이가', emoji: '🐈️', index: 0 },
        { word: '우산을', emoji: '☂️', index: 5 },
        { word: '좋아해요', emoji: '🩷', index: 9 },
        { word: '행복해요', emoji: '😊', index: 21 },
      ],
    },
    // Replace mode swaps the noun and keeps its particle; a predicate goes whole.
    replace: '🐈️가 ☂️을 🩷. 오늘 너무 😊.',
  },
  {
    lang: 'es',
    text: '¡Feliz cumpleaños! Comimos pizza y helado con los gatos.',
    add: {
      text: '¡Feliz cumpleaños🥳! Comimos pizza🍕 y helado🍨 con los gatos🐈️.',
      changes: [
        { word: 'Feliz cumpleaños', emoji: '🥳', index: 1 },
        { word: 'pizza', emoji: '🍕', index: 27 },
        { word: 'helado', emoji: '🍨', index: 35 },
        { word: 'gatos', emoji: '🐈️', index: 50 },
      ],
    },
    replace: '¡🥳! Comimos 🍕 y 🍨 con los 🐈️.',
  },
])('$lang', ({ lang, text, add, replace }) => {
  it('add mode keeps the text byte for byte and inserts emoji after their words', () => {
    const result = run(lang, text, 'add');
    expect(result).toEqual(add);
    expect(withoutEmoji(result.text)).toBe(withoutEmoji(text));
    expectIndexesInOriginal(text, result);
  });

  it('replace mode turns the same words into their emoji', () => {
    const result = run(lang, text, 'replace');
    expect(result.text).toBe(replace);
    expect(result.changes.map((change) => change.emoji)).toEqual(add.changes.map((change) => change.emoji));
    expectIndexesInOriginal(text, result);
  });
});

describe('inflections reach their base word', () => {
  it.each<[LanguageCode, string, string]>([
    ['en', 'We were dancing in the rain', 'We were dancing💃 in the rain🌧️'],
    ['en', 'She danced and laughed', 'She danced💃 and laughed😆'],
    ['en', 'Two puppies and three kittens', 'Two puppies🐶 and three kittens🐱'],
    ['es', 'Anoche bailamos y luego durmiendo', 'Anoche bailamos💃 y luego durmiendo😴'],
    ['es', 'Hoy está lloviendo en Madrid', 'Hoy está lloviendo🌧️ en Madrid'],
    ['ko', '비가 와서 너무 행복해요', '비가🌧️ 와서 너무 행복해요😊'],
    // 배고프다 drops its 으 before 아서 (배고파서) and meets the reviewed word's 🤤.
    ['ko', '배고파서 라면 먹었어', '배고파서🤤 라면🍜 먹었어'],
    // The polite past 嬉しかったです is one conjugated form of 嬉しい.
    ['ja', 'とても嬉しかったです', 'とても嬉しかったです😆'],
    // The contracted past 잤어 is 자다 (sleep) with 었 merged into the stem as a final ㅆ.
    ['ko', '어제 세 시간밖에 못 잤어', '어제 세 시간밖에 못 잤어😴'],
    // A gerund keeps a three-letter stem: nev-ando meets nevar (everyday: ❄️ first) and nieve.
    ['es', 'Está nevando otra vez', 'Está nevando❄️ otra vez'],
    // ㅂ-irregular: 덥다 is 더워서 and 더웠어 once conjugated.
    ['ko', '너무 더워서 그래', '너무 더워서🥵 그래'],
    ['ko', '어제 진짜 추웠어', '어제 진짜 추웠어🥶'],
    // A compound noun is its head, the noun it ends with: 된장찌개 is a 찌개, 생일케이크 a 케이크.
    ['ko', '점심에 된장찌개 먹었어', '점심에🍱 된장찌개🥘 먹었어'],
    ['ko', '생일케이크를 샀어', '생일케이크를🎂 샀어'],
    // So in Chinese: 大熊猫 is one segment, and 熊猫 its head.
    ['zh', '还看到了大熊猫', '还看到了大熊猫🐼'],
    // A term that opens a word stands for the word: the emoji goes after 小猫咪, not inside it.
    ['zh', '我的小猫咪睡着了', '我的小猫咪🐱睡着了😴'],
  ])('%s: %s', (lang, text, expected) => {
    expect(run(lang, text, 'add').text).toBe(expected);
  });

  it('conjugates Korean predicates that drop 으 and nouns with 되다 (기뻐서, 긴장돼서)', () => {
    expect(run('ko', '너무 슬퍼서 울었어', 'add').changes[0]).toEqual({ word: '슬퍼서', emoji: '😢', index: 3 });
    expect(run('ko', '긴장돼서 잠을 못 잤어', 'add').changes[0]?.word).toBe('긴장돼서');
  });

  it('finds a Japanese conjugated form the segmenter glued to a particle (かわいかっ|たよ), and 泣き+そう', () => {
    expect(run('ja', '桜味でかわいかったよ', 'add').changes.map(({ word }) => word)).toContain('かわいかった');
    expect(run('ja', '嬉しくて泣きそう', 'add').changes.map(({ word }) => word)).toContain('泣きそう');
  });

  it('finds no katakana word inside another (キー in ラッキー, パン in パンダ)', () => {
    expect(run('ja', '虹が出てた！ラッキー', 'add').text).toBe('虹🌈が出てた！ラッキー🍀');
  });

  it('leaves bare the words whose tags are a rare sense or a homograph (salió is no salt, 左右 no arrow)', () => {
    expect(run('es', 'la foto salió borrosa', 'add').text).toBe('la foto📸 salió borrosa');
    expect(run('en', 'Anyone know a good plumber?', 'add').text).toBe('Anyone know a good plumber🧑‍🔧?');
    expect(run('zh', '预算两千左右', 'add').changes).toEqual([]);
    expect(run('zh_tw', '期末考終於考完了', 'add').text).toBe('期末考📝終於考完了');
    expect(run('ko', '새로 산 노트북', 'add').text).toBe('새로 산 노트북💻️');
  });

  it('finds a Spanish verb under the pronouns written onto it (abrazarte), unless the verb is a stop word (avisarles)', () => {
    expect(run('es', 'Qué ganas de abrazarte', 'add').text).toBe('Qué ganas de abrazarte🤗');
    expect(run('es', 'Pasaré a avisarles mañana', 'add').changes).toEqual([]);
  });

  it('takes the neutral person when CLDR tags only the man and the woman with a word (跑 🏃, not 🏃‍♂️)', () => {
    expect(run('zh', '早上跑了五公里', 'add').text).toBe('早上跑🏃了五公里');
  });

  it('takes no English participle from inside a label (show is not 🌎 "globe showing Americas")', () => {
    expect(run('en', 'Finished that detective show in one weekend', 'add').text).toBe('Finished that detective🕵️ show in one weekend');
    expect(run('en', 'what do I even wear', 'add').changes).toEqual([]);
    expect(run('en', 'Went running this morning', 'add').text).toBe('Went running🏃 this morning');
  });

  it('reads a katakana compound by its head word, all of it the word (チーズケーキ is a ケーキ, コナコーヒー a コーヒー)', () => {
    expect(run('ja', 'このカフェのチーズケーキ、濃厚', 'add').text).toBe('このカフェ☕️のチーズケーキ🍰、濃厚');
    expect(run('ja', 'メロンパン買った', 'replace').text).toBe('🍞買った');
    // A head of three kana or more needs no known modifier (Kona is a place): a short one does.
    expect(run('ja', 'コナコーヒーもらった', 'add').text).toBe('コナコーヒー☕️もらった');
    expect(run('ja', 'ダウンジャケット買った', 'add').text).toBe('ダウンジャケット🧥買った');
  });

  it('conjugates a one-syllable Korean verb stem that is also a noun (울 "wool", 울었어요 "cried")', () => {
    expect(run('ko', '혼자 울었어요', 'add').text).toBe('혼자 울었어요😭');
  });

  it('takes a Korean particle only in the form its noun takes (죽는 is a verb, not 죽 "porridge" + 는)', () => {
    expect(run('ko', '진짜 손 떨려서 죽는 줄', 'add').changes).toEqual([]);
    expect(run('ko', '빵은 먹었어', 'add').changes.map(({ word }) => word)).toEqual(['빵은']);
    expect(run('ko', '사과는 먹었어', 'add').changes.map(({ word }) => word)).toEqual(['사과는']);
    // With a final consonant, 나 is 나다, not the particle: 짜증나 "I'm annoyed".
    expect(run('ko', '진짜 짜증나', 'add').text).toBe('진짜 짜증나😤');
  });

  it('reads a Korean shop, room, price or -ing by what it is for (삼겹살집 🥓, 노래방, 커피값만, 티켓팅) and the casual 음 after a past (화났음)', () => {
    expect(run('ko', '강남역 근처 삼겹살집 후기', 'add').changes.map(({ word }) => word)).toContain('삼겹살집');
    expect(run('ko', '카드값 때문에 커피값만 줄였어', 'replace').text).toBe('💳️ 때문에 ☕️만 줄였어');
    expect(run('ko', '노래방 가자', 'add').text).toBe('노래방🎤 가자');
    expect(run('ko', '티켓팅 성공', 'add').text).toBe('티켓팅🎫 성공');
    expect(run('ko', '완전 화났음', 'add').changes.map(({ word }) => word)).toEqual(['화났음']);
  });

  it('finds a Chinese separable verb written apart by an aspect or a measure (洗完澡 is 洗澡, 睡个好觉 睡觉)', () => {
    expect(run('zh', '洗完澡就睡了', 'add').changes[0]).toEqual({ word: '洗完澡', emoji: '🛀', index: 0 });
    expect(run('zh', '周末睡个好觉', 'replace').text).toBe('周末😴');
    expect(run('zh_tw', '回家先沖個澡', 'add').text).toBe('回家🏠️先沖個澡🚿');
  });

  it('conjugates Japanese adjectives written in kana (おいしかった)', () => {
    expect(run('ja', 'めっちゃおいしかったです', 'add').text).toBe('めっちゃおいしかったです😋');
  });
});

describe('scoring between candidate emoji', () => {
  it('keeps a label word found as written over a tag that only the stem confirms', () => {
    // móvil is a word of 📱 "teléfono móvil" and 📲 "móvil con una flecha"; under the stem, 📵's
    // tag móvil meets its label word "móviles" (prohibido el uso de móviles), which is no better.
    const change = run('es', 'Me compré un móvil', 'add').changes.find(({ word }) => word === 'móvil');
    expect(['📱', '📲']).toContain(change?.emoji);
  });

  it('still lets the stem reach a label word behind a bare tag (sleep: 😴 "sleeping face")', () => {
    expect(run('en', "Can't sleep", 'add').text).toBe("Can't sleep😴");
  });

  it('prefers, among equal label words, the one that says most of its label', () => {
    // nieve is all that 🌨️ "nube con nieve" says besides the cloud, less of 🏔️ "montaña con nieve".
    expect(run('es', 'Mucha nieve hoy', 'add').text).toBe('Mucha nieve🌨️ hoy');
    // Class words say nothing: hot is all of 🥵 "hot face", half of 🌭 "hot dog".
    expect(run('en', 'way too hot today', 'add').text).toBe('way too hot🥵 today');
  });

  it("knows the reviewed words CLDR lacks, from the optimizer's own lists (dentist, 充电宝, 면접이라)", () => {
    expect(run('en', 'Off to the dentist', 'add').text).toBe('Off to the dentist🦷');
    expect(run('zh', '谁有充电宝', 'add').text).toBe('谁有充电宝🔋');
    expect(run('ko', '내일 면접이라', 'add').text).toBe('내일 면접이라👔');
  });

  it("puts a reviewed word above CLDR's label where the label is a pun (開心 is the label of 💖 in zh-Hant)", () => {
    expect(run('zh_tw', '中秋節烤肉好開心', 'add').changes.map(({ emoji }) => emoji)).not.toContain('💖');
  });

  it("follows an everyday word's list, best first, not the data's order (tea: 🍵 before ☕)", () => {
    expect(run('en', 'I love tea', 'add').text).toBe('I love❤️ tea🍵');
  });

  it('takes a one-syllable Korean word alone only from the everyday list (비 "rain", not 새 "bird" or "new")', () => {
    expect(run('ko', '비 와서 우산 샀어', 'add').changes.map(({ word }) => word)).toContain('비');
    expect(run('ko', '새 폰 샀어', 'add').changes).toEqual([{ word: '폰', emoji: '📱', index: 2 }]);
  });

  it("puts a reviewed word above the sense CLDR tags (won is 😤's tag, a triumph) and keeps a word a letter longer apart (wine is no win)", () => {
    expect(run('en', 'We won, so bring wine!', 'add').text).toBe('We won🏆️, so bring wine🍷!');
    expect(run('ko', '우리가 이겼어요', 'add').text).toBe('우리가 이겼어요🏆️');
  });
});

describe('words that never get an emoji', () => {
  it('leaves function words alone even where a tag spells them (is = Iceland, no = Norway)', () => {
    expect(run('en', 'It is what it is, and that is that.', 'add').changes).toEqual([]);
    expect(run('es', 'No, no y no: es lo que hay.', 'add').changes).toEqual([]);
    expect(run('zh', '我们的事情就是这样了吧', 'add').changes).toEqual([]);
    expect(run('ja', 'それはそうですね', 'add').changes).toEqual([]);
    expect(run('ko', '그것은 나의 것이다', 'add').changes).toEqual([]);
  });

  it('gives a country its flag by name, never by a short code', () => {
    expect(run('en', 'We flew from Iceland to the US', 'add').text).toBe('We flew from Iceland🇮🇸 to the US');
  });

  it('gives a one-word country its flag only when capitalized (reunión is a meeting, Reunión an island)', () => {
    expect(run('es', 'Me voy a Japón', 'add').text).toBe('Me voy a Japón🇯🇵');
    expect(run('es', 'Tengo una reunión', 'add').changes.map(({ emoji }) => emoji)).not.toContain('🇷🇪');
  });

  it('leaves a given name alone where a tag spells it (María is no 🪬, David no ✡️), in all six languages', () => {
    expect(run('en', 'Happy birthday, David! Jack and Mary are coming.', 'replace').text).toBe('😀 🎂, David! Jack and Mary are coming.');
    expect(run('es', '¡Feliz cumpleaños, María! Miriam y Fátima vienen.', 'replace').text).toBe('¡🥳, María! Miriam y Fátima vienen.');
    expect(run('zh', '生日快乐，玛丽！米里亚姆和法蒂玛也来了。', 'add').text).toBe('生日快乐🥳，玛丽！米里亚姆和法蒂玛也来了。');
    expect(run('zh_tw', '生日快樂，瑪麗！', 'add').text).toBe('生日快樂🥳，瑪麗！');
    expect(run('ja', 'ミリアム、誕生日おめでとう！ファーティマも来るよ。', 'add').text).toBe('ミリアム、誕生日おめでとう🥳！ファーティマも来るよ。');
    expect(run('ko', '생일 축하해, 다윗! 잭이랑 마리아도 와.', 'add').text).toBe('생일 축하해🥳, 다윗! 잭이랑 마리아도 와.');
    // A name inside the emoji's own name still names it. In Chinese text an English name is left alone too.
    expect(run('en', 'A jack-o-lantern and a star of David.', 'replace').text).toBe('A 🎃 and a ✡️.');
    expect(run('es', 'Una estrella de David', 'replace').text).toBe('Una ✡️');
    expect(run('ko', '다윗의 별', 'replace').text).toBe('✡️');
    expect(run('zh', 'Happy birthday David', 'replace').text).toBe('😀 🎂 David');
  });

  it('leaves light verbs alone even where a tag spells them (saw is no 🪚, llamar no 🦙)', () => {
    expect(run('en', 'I saw it and caught it', 'add').changes).toEqual([]);
    expect(run('es', 'Te voy a llamar', 'add').changes).toEqual([]);
  });

  it('does not find a one-character word inside a longer one (爱 in 可爱, 海 in 海外)', () => {
    expect(run('zh', '这只小狗很可爱', 'add').changes.map((change) => change.word)).not.toContain('爱');
    expect(run('ja', '来年は海外に行きたい', 'add').changes.map((change) => change.word)).toEqual(['海外']);
  });

  it('gives a word whose emoji the sentence already used the same again when it has no other as good (歯医者🦷, 虫歯🦷)', () => {
    expect(run('ja', '歯医者で虫歯が見つかった', 'add').changes.map(({ emoji }) => emoji)).toEqual(['🦷', '🦷']);
  });

  it('gives a food its emoji alone where one character before it describes it (热咖啡 is ☕, not 🥵 ☕)', () => {
    expect(run('zh', '我喝了一杯热咖啡。', 'add').text).toBe('我喝了一杯热咖啡☕️。');
    expect(run('zh', '我喝了一杯热咖啡。', 'replace').text).toBe('我喝了一杯热☕️。');
    expect(run('zh_tw', '來一杯熱咖啡吧', 'add').text).toBe('來一杯熱咖啡☕️吧');
    expect(run('zh', '睡前喝一杯热牛奶', 'add').text).toBe('睡前喝一杯热牛奶🥛');
    // Hot weather is still 🥵, and a food before a food keeps its own (冰 🧊 in 冰奶茶).
    expect(run('zh', '今天好热啊，来杯冰奶茶', 'add').text).toBe('今天好热🥵啊，来杯🥃冰🧊奶茶🧋');
  });

  it('conjugates no verb a thing is merely tagged with (마시는 "drinking" is a tag of 🍼, not a picture of drinking)', () => {
    expect(run('ko', '커피를 마시면서 책을 읽었어요.', 'add').text).toBe('커피를☕️ 마시면서 책을📚️ 읽었어요📖.');
  });

  it('takes a gerund whole or not at all (viendo, "seeing", is no venda 🤕)', () => {
    expect(run('es', 'Estoy viendo una película con mi hermano.', 'add').text).toBe('Estoy viendo una película🎞️ con mi hermano👬.');
    expect(run('es', 'Está nevando y lloviendo', 'add').text).toBe('Está nevando❄️ y lloviendo🌧️');
  });

  it('finds a one-character word before a locative or complement the segmenter glued to it (床上, 睡到), not before other words (马上)', () => {
    expect(run('zh', '晚上躺在床上刷手机', 'add').text).toBe('晚上躺在床🛏️上刷手机📱');
    expect(run('zh', '我马上到', 'add').changes).toEqual([]);
  });

  it('takes an ordinal for an order, not a medal (第一件事), but keeps first place (第一名🥇)', () => {
    expect(run('zh', '第一件事就是睡觉', 'add').changes.map(({ emoji }) => emoji)).not.toContain('🥇');
    expect(run('zh', '拿了第一名', 'add').text).toBe('拿了第一名🥇');
  });

  it('takes a number and its counter for a quantity, not a picture (3本 is no book, 两个 no pair)', () => {
    expect(run('ja', 'アイスもう3本も食べちゃった', 'add').changes.map((change) => change.word)).toEqual(['アイス']);
    expect(run('zh', '打了两个小时羽毛球', 'add').changes.map((change) => change.word)).toEqual(['羽毛球']);
    // A longer unit after digits too (1時間 is an hour, not ⏳), and an ordinal (3日目 is no 👀).
    expect(run('ja', 'ジムで1時間走った', 'add').changes.map((change) => change.word)).toEqual(['ジム', '走った']);
    expect(run('ja', '北海道旅行3日目！', 'add').changes.map((change) => change.word)).toEqual(['旅行']);
    // Traditional numerals count too: 兩點 is a time, not 🕑 (CLDR tags 🕑 with it).
    expect(run('zh_tw', '下午兩點開會', 'add').changes.map((change) => change.word)).toEqual(['開會']);
  });

  it('leaves times of day and interjections alone, as it does today and tonight', () => {
    expect(run('zh', '晚上好', 'add').changes).toEqual([]);
    expect(run('ja', '夜は静か', 'add').changes).toEqual([]);
    expect(run('ko', '저녁에 빨리 와', 'add').changes).toEqual([]);
    expect(run('es', 'Otra vez esta noche', 'add').changes).toEqual([]);
    // 아들이 is 아들 "son" + 이, not the interjection 아 + 들이.
    expect(run('ko', '아들이 왔어', 'add').changes).toEqual([{ word: '아들이', emoji: '👦', index: 0 }]);
  });

  it('takes the word out of a term that opens with grammar (超冷 "so cold": 冷, not the coat of 超冷)', () => {
    expect(run('zh', '外面超冷', 'add').text).toBe('外面超冷🥶');
    expect(run('zh', '外面超冷', 'add').changes).toEqual([{ word: '冷', emoji: '🥶', index: 3 }]);
  });

  it('replaces the whole word a term opens (小猫咪, not 小猫 leaving 咪)', () => {
    expect(run('zh', '我的小猫咪睡着了', 'replace').text).toBe('我的🐱😴');
  });

  it('takes no connective verb form from a Korean label (쓰고 of 글을 쓰고 있는 손: write, wear or use)', () => {
    expect(run('ko', '우산 쓰고 나갔어', 'add').changes.map(({ word }) => word)).toEqual(['우산']);
  });

  it('reads a stop word whole, so no term inside it fires (第一次 "the first time" is no 第一 🥇)', () => {
    expect(run('zh', '今年第一次学滑雪', 'add').changes).toEqual([{ word: '滑雪', emoji: '🎿', index: 6 }]);
  });

  it('applies a stop word that ends where the segmenter ends a word even if it starts inside one (哭成|狗: 成狗 "like a dog" is no dog)', () => {
    expect(run('zh', '婚礼太感人了，我在台下哭成狗', 'add').changes.map(({ emoji }) => emoji)).not.toContain('🐕️');
  });

  it("leaves vague words and pronouns alone, also with a clitic 's (mine's is no ⛏️ mine, place no 🛐, pick up no 🛻)", () => {
    expect(run('en', "My phone is dead and mine's too, pick up a charger at that place", 'add').changes.map(({ word }) => word)).toEqual([
      'phone',
      'dead',
      'charger',
    ]);
    expect(run('zh', '那条裙子太贵了', 'add').changes).toEqual([{ word: '裙子', emoji: '👗', index: 2 }]);
    expect(run('ko', '다음주 제주도 가는데 어디서 하는 게 싸?', 'add').changes.map(({ word }) => word)).toEqual(['제주도']);
  });

  it('keeps an emoji the writer already put after a word', () => {
    expect(run('en', 'I love pizza🍕 and pizza 🍕 again', 'add').changes.map((change) => change.word)).not.toContain('pizza');
  });

  it('inserts no emoji newer than every vendor image set of the build (🛘 landslide, Emoji 17, is an empty box on most screens)', () => {
    expect(run('en', 'What a disaster, the landslide closed the road', 'add').changes).toEqual([{ word: 'road', emoji: '🛣️', index: 42 }]);
  });
});

describe('density and determinism', () => {
  it('gives long texts at most one emoji per sentence budget and never two on one word', () => {
    const sentence =
      'The cat, the dog, the pizza, the coffee, the rain, the umbrella, the cake, the beach, the train, the book, the guitar and the moon. ';
    const text = sentence.repeat(40);
    const result = run('en', text, 'add');
    // Twelve candidates per sentence, six allowed (107 letters, one emoji per 20).
    expect(result.changes).toHaveLength(40 * 6);
    expect(withoutEmoji(result.text)).toBe(withoutEmoji(text));
    const starts = result.changes.map((change) => change.index);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('answers the same for the same input', () => {
    const text = '周末和朋友去海边玩，晒得好黑哈哈';
    expect(run('zh', text, 'add')).toEqual(run('zh', text, 'add'));
  });

  it('uses the next best emoji when the best is taken in the sentence', () => {
    const result = run('ja', '誕生日、おめでとう', 'add');
    const emoji = result.changes.map((change) => change.emoji);
    expect(new Set(emoji).size).toBe(emoji.length);
  });
});
