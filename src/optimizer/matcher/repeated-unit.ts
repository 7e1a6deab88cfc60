// jajaja, hahaha, lololol, ㅋㅋㅋㅋ: laughter and the like repeat a unit; the data spells two or three.
const REPEATED_UNIT = /^(.{1,3}?)\1+$/u;

export function repeatedUnitForms(word: string): string[] {
  const unit = REPEATED_UNIT.exec(word)?.[1];
  return unit ? [unit.repeat(2), unit.repeat(3)] : [];
}
