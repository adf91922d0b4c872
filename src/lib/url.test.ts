import { isWebUrl, webUrlOrNull } from './url';

it('accepts http(s) URLs and paths on this site', () => {
  for (const url of ['https://broker.example/', 'http://cdn.example/f.ico', '/icons/logo.svg']) {
    expect(isWebUrl(url)).toBe(true);
    expect(webUrlOrNull(url)).toBe(url);
  }
});

it('drops script, data and protocol-relative URLs', () => {
  for (const url of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'not a url',
  ]) {
    expect(isWebUrl(url)).toBe(false);
    expect(webUrlOrNull(url)).toBeNull();
  }
  expect(webUrlOrNull(null)).toBeNull();
  expect(webUrlOrNull('')).toBeNull();
});
