/** The system share sheet (Web Share API): phones and some desktops have it, Linux browsers and older ones do not. */

export const canShareWithSystem = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Opens the share sheet. 'cancelled': the visitor closed it, nothing more to do; 'failed': the
 * browser refused (no user gesture, data it cannot share), so the caller copies instead.
 */
export async function shareWithSystem(data: ShareData): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
