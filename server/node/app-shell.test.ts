// @vitest-environment jsdom
// (the pages the host serves are parsed as a browser would parse them)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { xssVectors } from '../../tests/support/xss-vectors';
import { fillShell, inlineStyleHashes } from './app-shell';

/** The project's index.html: the page the build ships, with its empty name line. */
// vitest runs from the project's root, where index.html is.
const page = readFileSync('index.html', 'utf8').replace('</head>', '<style>.a{color:red}</style></head>');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('fillShell', () => {
  it("writes the tenant's name on the loading screen and in the title, and its accent", () => {
    const doc = parse(fillShell(page, { name: '  Harbour Trading  ', accent_color: '#1d4ed8' }));
    expect(doc.querySelector('.bk-start-name')?.textContent).toBe('Harbour Trading');
    expect(doc.title).toBe('Harbour Trading');
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1d4ed8');
    expect([...doc.querySelectorAll('style')].at(-1)?.textContent).toBe(':root{--bk-color-accent:#1d4ed8}');
  });

  it('leaves the page as built without a name or with an accent that is not a plain hex colour', () => {
    expect(fillShell(page, null)).toBe(page);
    expect(fillShell(page, { name: '   ', accent_color: null })).toBe(page);
    for (const accent_color of ['red', '#fff', '#1d4ed8;}body{display:none', 'url(x)'])
      expect(fillShell(page, { name: '', accent_color })).toBe(page);
  });

  it.each(xssVectors.map((v) => [v.kind, v.payload] as const))(
    'keeps a name holding %s as text',
    (_kind, payload) => {
      const built = parse(page);
      const doc = parse(fillShell(page, { name: payload }));
      const shown = payload.replace(/\p{Cc}/gu, ' ').trim();
      expect(doc.querySelector('.bk-start-name')?.textContent).toBe(shown);
      expect(doc.title).toBe(shown.replace(/\s+/g, ' '));
      // Not one element more than the page as built: nothing the name held became markup.
      expect(doc.querySelectorAll('*').length).toBe(built.querySelectorAll('*').length);
    },
  );
});

describe('inlineStyleHashes', () => {
  it('names each inline style by the SHA-256 of its text, as a CSP source', () => {
    const filled = fillShell(page, { accent_color: '#1d4ed8' });
    const styles = [...parse(filled).querySelectorAll('style')].map((s) => s.textContent!);
    expect(styles).toHaveLength(2);
    expect(inlineStyleHashes(filled)).toEqual(
      styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`),
    );
  });
});
