/**
 * The XSS corpus: every vector, should it ever run, calls the page's detector `__xss(id)` (or
 * `alert(id)`, which the browser test catches as a dialog). Ids are plain numbers so a vector stays
 * valid wherever quotes are stripped. Shared by the browser test (tests/e2e/xss.spec.ts) and any
 * later test that renders user or tenant text.
 */
export interface XssVector {
  id: number;
  kind: string;
  payload: string;
}

/** The detector call a vector makes; `alert` variants are caught by the dialog listener instead. */
const hit = (id: number) => `__xss(${id})`;

/** Each entry builds its payload from the detector call. */
const builders: Array<[kind: string, build: (call: string, id: number) => string]> = [
  ['script tag', (c) => `<script>${c}</script>`],
  ['script tag, mixed case', (c) => `<ScRiPt>${c}</sCrIpT>`],
  ['script src data:', (c) => `<script src="data:text/javascript,${c}"></script>`],
  ['script, alert', (_c, id) => `<script>alert(${id})</script>`],
  ['img onerror', (c) => `<img src=x onerror=${c}>`],
  ['img onerror, quoted', (c) => `<img src="x" onerror="${c}">`],
  ['img onerror, alert', (_c, id) => `<img src=x onerror=alert(${id})>`],
  ['svg onload', (c) => `<svg onload=${c}>`],
  ['svg/onload, no space', (c) => `<svg/onload=${c}>`],
  ['svg animate onbegin', (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`],
  ['svg script', (c) => `<svg><script>${c}</script></svg>`],
  ['body onload', (c) => `<body onload=${c}>`],
  ['input autofocus onfocus', (c) => `<input autofocus onfocus=${c}>`],
  ['details open ontoggle', (c) => `<details open ontoggle=${c}>`],
  ['video source onerror', (c) => `<video><source onerror=${c}></video>`],
  ['audio onerror', (c) => `<audio src=x onerror=${c}>`],
  ['marquee onstart', (c) => `<marquee onstart=${c}>x</marquee>`],
  ['iframe javascript:', (c) => `<iframe src="javascript:${c}"></iframe>`],
  ['iframe srcdoc', (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`],
  ['iframe srcdoc, entities', (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c}&gt;"></iframe>`],
  ['object data:', (c) => `<object data="data:text/html,<script>parent.${c}</script>"></object>`],
  ['embed javascript:', (c) => `<embed src="javascript:${c}">`],
  ['a javascript:', (c) => `<a href="javascript:${c}">click</a>`],
  ['bare javascript: URL', (c) => `javascript:${c}`],
  ['javascript: URL, mixed case and tab', (c) => `JaVa\tScRiPt:${c}`],
  ['javascript: URL, leading space', (c) => ` javascript:${c}//`],
  [
    'javascript: URL, entity encoded',
    (c) => `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${c}`,
  ],
  ['vbscript: URL', (_c, id) => `vbscript:msgbox(${id})`],
  ['data: text/html URL', (c) => `data:text/html,<script>${c}</script>`],
  ['data: base64 HTML URL', (c) => `data:text/html;base64,${btoa(`<script>${c}</script>`)}`],
  ['data: SVG URL', (c) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`],
  ['attribute breakout, double quote', (c) => `"><svg onload=${c}>`],
  ['attribute breakout, single quote', (c) => `'><img src=x onerror=${c}>`],
  ['attribute injection without tags', (c) => `" onmouseover="${c}" autofocus onfocus="${c}" x="`],
  ['URL attribute breakout', (c) => `https://example.com/" onerror="${c}`],
  ['title breakout', (c) => `</title><script>${c}</script>`],
  ['style breakout', (c) => `</style><img src=x onerror=${c}>`],
  ['textarea breakout', (c) => `</textarea><img src=x onerror=${c}>`],
  ['noscript mXSS', (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`],
  ['template mXSS', (c) => `<template><img src=x onerror=${c}></template>`],
  ['math/style mXSS', (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`],
  ['svg/style mXSS', (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`],
  ['form formaction', (c) => `<form><button formaction="javascript:${c}">go</button></form>`],
  ['CSS expression', (c) => `<div style="width: expression(${c})">x</div>`],
  ['CSS url javascript:', (c) => `<div style="background:url('javascript:${c}')">x</div>`],
  ['CSS import breakout', (c) => `</style><style>@import 'javascript:${c}';</style>`],
  ['HTML entity encoded tag', (c) => `&lt;img src=x onerror=${c}&gt;`],
  ['decimal entity encoded handler', (_c, id) => `<img src=x onerror="&#95;&#95;xss(${id})">`],
  ['unicode-escaped JS', (_c, id) => `<img src=x onerror="\\u005f\\u005fxss(${id})">`],
  ['JS string breakout', (c) => `';${c};//`],
  ['JS template breakout', (c) => '${' + c + '}`' + c + '`'],
  ['React dangerouslySetInnerHTML shape', (c) => `{"__html":"<img src=x onerror=${c}>"}`],
  ['React element shape', (c) => `{"$$typeof":"react.element","type":"img","props":{"onError":"${c}"}}`],
  ['meta refresh', (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`],
  ['base href hijack', () => `<base href="javascript:/">`],
  ['link import', (c) => `<link rel=import href="data:text/html,<script>${c}</script>">`],
  ['null byte in tag', (c) => `<scr\u0000ipt>${c}</scr\u0000ipt>`],
  ['overlong/UTF-7 style', (c) => `+ADw-script+AD4-${c}+ADw-/script+AD4-`],
  [
    'polyglot',
    (c) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${c} )//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${c}//>\\x3e`,
  ],
  ['markdown link', (c) => `[click](javascript:${c})`],
  ['event via setAttribute shape', (c) => `onerror=${c}`],
];

export const xssVectors: readonly XssVector[] = builders.map(([kind, build], index) => {
  const id = index + 1;
  return { id, kind, payload: build(hit(id), id) };
});

/** Finds the vector a detector id belongs to. */
export const vectorById = (id: number) => xssVectors.find((v) => v.id === id);
