import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../emoji/types.ts';

/**
 * Which vendors' image sets draw an emoji: `platforms` is the bitmask of PLATFORMS, null where
 * the build's platform data does not know the emoji (the newest ones). Shown by the details
 * dialog and the emoji page.
 */
export function PlatformList({ platforms }: { platforms: number | null }) {
  const { t } = useTranslation();
  return (
    <ul className="platforms">
      {PLATFORMS.map((platform, bit) => {
        const state = platforms === null ? 'unknown' : platforms & (1 << bit) ? 'available' : 'unavailable';
        return (
          <li key={platform} data-platform={platform} data-state={state}>
            {t(`platforms.${platform}`)}: {t(`details.${state}`)}
          </li>
        );
      })}
    </ul>
  );
}
