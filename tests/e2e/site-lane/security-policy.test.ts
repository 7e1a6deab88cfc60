/**
 * The site's Content Security Policy and security headers on the built site. Every e2e test fails
 * on a violation its pages report (use-browser.ts); this file checks that the policy is there and
 * in force: the headers `npm start` sends, each page's <meta> naming exactly its own inline
 * elements, and a script or image the site did not write refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, sha256Source } from '../../../scripts/build/content-security-policy.ts';
import { readSitePolicy } from '../../../scripts/build/host-configs.ts';
import { securityHeaders } from '../../../scripts/lib/host-rules.ts';
import { DEPLOY_DIR, DIST } from '../built-site.ts';
import { takePolicyViolations, useBrowser, useVisitPage, waitForHydration } from '../use-browser.ts';

const newContext = useBrowser();
const visitPage = useVisitPage(() => newContext({ serviceWorkers: 'block' }, 'file'));
const policy = readSitePolicy(DEPLOY_DIR);

/** Every page but the 13,398 emoji pages (one of those per prefix instead): screens, 404 pages, the shell, the offline stand-ins. */
function pageFiles(): string[] {
  const top = readdirSync(DIST).filter((file) => file.endsWith('.html'));
  const prefixed = readdirSync(DIST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z_]+$/.test(entry.name) && !['assets', 'art', 'builds', 'icons', 'emoji'].includes(entry.name))
    .flatMap((entry) =>
      readdirSync(join(DIST, entry.name))
        .filter((file) => file.endsWith('.html'))
        .map((file) => `${entry.name}/${file}`),
    );
  const emoji = [
    'emoji/grinning-face.html',
    ...prefixed
      .map((file) => file.split('/')[0])
      .filter((dir, at, all) => all.indexOf(dir) === at)
      .map((dir) => `${dir}/emoji/grinning-face.html`),
  ];
  return [...top, ...prefixed, ...emoji];
}

/** The text of each inline element the browser runs or applies: <script> without src (not a data block) and <style>. */
function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?<attributes>[^>]*)>(?<text>[\s\S]*?)<\/script>/g)]
    .filter(({ groups }) => !/\bsrc=/.test(groups!.attributes!) && !/type="application\/(?:ld\+)?json"/.test(groups!.attributes!))
    .map(({ groups }) => groups!.text!);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  return { scripts, styles };
}

describe('the policy each page carries', () => {
  const files = pageFiles();

  it("names, in a <meta> before them, exactly the hashes of its inline scripts and styles, all of them in the headers' policy", () => {
    expect(files.length).toBeGreaterThan(45);
    for (const file of files) {
      const html = readFileSync(join(DIST, file), 'utf8');
      const { scripts, styles } = inlineElements(html);
      const expected = contentSecurityPolicy({ ...policy, scriptHashes: scripts.map(sha256Source), styleHashes: styles.map(sha256Source) }, 'meta');
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
      expect(
        metas.map((match) => match[1]),
        file,
      ).toEqual([expected]);
      expect(html.indexOf(metas[0]![0]), file).toBeLessThan(Math.min(...[html.indexOf('<script'), html.indexOf('<style')].filter((at) => at >= 0)));
      for (const hash of scripts.map(sha256Source)) expect(policy.scriptHashes, file).toContain(hash);
      for (const hash of styles.map(sha256Source)) expect(policy.styleHashes, file).toContain(hash);
    }
  });

  it.each(['/', '/en/feedback', '/ja/emoji/grinning-face', '/ko/nope', '/assets/nope.js', '/sw.js'])(
    '%s comes with the security headers',
    async (path) => {
      const response = await fetch(new URL(path, inject('siteUrl')));
      const sent = Object.fromEntries(Object.keys(securityHeaders(policy, 'local')).map((name) => [name, response.headers.get(name)]));
      expect(sent).toEqual(securityHeaders(policy, 'local'));
      // Never on localhost: it would hold every localhost port to https for a year.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );
});

describe('the policy in force', () => {
  it('refuses a script and an image the site did not write, and reports both', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      const image = new Image();
      image.src = 'https://tracker.example/pixel.png';
      await new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
      return (window as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    const reported: string[] = [];
    const expected = ['script-src-elem blocked inline', 'img-src blocked https://tracker.example/pixel.png'];
    await expect
      .poll(() => {
        reported.push(...takePolicyViolations());
        return expected.filter((text) => !reported.some((line) => line.includes(text)));
      })
      .toEqual([]);
  });
});
