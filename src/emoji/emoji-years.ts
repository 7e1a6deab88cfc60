/**
 * The year each Emoji version was released (Unicode's emoji version history). 0.6 and 0.7 are the
 * emoji that came with Unicode 6.0 (2010) and 7.0 (2014), before Emoji versions were numbered.
 */
const YEARS: Record<string, number> = {
  '0.6': 2010,
  '0.7': 2014,
  '1': 2015,
  '2': 2015,
  '3': 2016,
  '4': 2016,
  '5': 2017,
  '11': 2018,
  '12': 2019,
  '12.1': 2019,
  '13': 2020,
  '13.1': 2020,
  '14': 2021,
  '15': 2022,
  '15.1': 2023,
  '16': 2024,
  '17': 2025,
};

/** The release year of an Emoji version, or null for a version this table does not know yet. */
export function yearOfEmojiVersion(version: number): number | null {
  return YEARS[String(version)] ?? null;
}
