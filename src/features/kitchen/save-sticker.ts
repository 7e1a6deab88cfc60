/**
 * Saves a sticker as a file. A download link only works for same-origin URLs (browsers ignore
 * `download` across origins), so the image is fetched and saved from a blob; where Google's host
 * refuses a CORS read, or the network is gone, the image opens in a new tab to be saved from there.
 */
export async function saveSticker(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(`sticker: HTTP ${response.status}`);
    const blobUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = blobUrl;
    link.download = fileName;
    link.click();
    // The download has started from the blob by the next task; the URL is no longer needed then.
    setTimeout(() => URL.revokeObjectURL(blobUrl));
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}
