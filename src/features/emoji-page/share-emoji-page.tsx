import { useTranslation } from 'react-i18next';
import { copyText } from '../../platform/clipboard.ts';
import { canShareWithSystem, shareWithSystem } from '../../platform/system-share.ts';
import { useToast } from '../../ui/toast.tsx';

/** The page's address to share: its canonical URL (a /zh page's is the unprefixed one), without any query. */
function pageUrl(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? `${location.origin}${location.pathname}`;
}

/**
 * Shares the emoji page through the system share sheet where the device has one; elsewhere (most
 * desktop browsers) copies its link. One label for both, so the prerendered button never changes.
 */
export function ShareEmojiPage({ emoji, name }: { emoji: string; name: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copyLink = async () => {
    const copied = await copyText(pageUrl());
    toast(t(copied ? 'emojiPage.linkCopied' : 'toast.copyFailed'), copied ? 'success' : 'error');
  };
  const share = async () => {
    if (!canShareWithSystem() || (await shareWithSystem({ title: document.title, text: `${emoji} ${name}`, url: pageUrl() })) === 'failed') {
      await copyLink();
    }
  };
  return (
    <button type="button" className="emoji-share" data-testid="emoji-page-share" onClick={share}>
      <span aria-hidden="true">↗</span> {t('emojiPage.shareLink')}
    </button>
  );
}
