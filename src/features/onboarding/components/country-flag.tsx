import type { CountryCode } from '../model/countries';
import * as s from './country-flag.css';

/**
 * The SVG flags of the offered countries, from flag-icons. Emoji flags show as empty boxes or as two
 * letters on Windows and on Linux without a colour emoji font; an image renders the same everywhere.
 * The list names only the offered codes so only their files are emitted, each as its own file
 * (`no-inline`: a data: URL would break the CSP's images-from-'self'). Only the URLs are in the
 * bundle; a browser fetches a flag when it is shown. The code list is checked against the contract's
 * in country-flag.test.tsx.
 */
const urls = import.meta.glob<string>(
  '/node_modules/flag-icons/flags/4x3/{ae,ar,at,au,be,bg,br,ca,ch,cn,cy,cz,de,dk,ee,es,fi,fr,gb,gr,hk,hr,hu,ie,il,in,it,jp,lt,lu,lv,mt,mx,my,nl,no,nz,pl,pt,ro,se,sg,si,sk,us,za}.svg',
  { query: '?no-inline', import: 'default', eager: true },
);

const byCode = new Map<string, string>(
  Object.entries(urls).map(([path, url]) => [path.slice(-6, -4).toUpperCase(), url]),
);

/** The codes that have a flag file, for the check that every offered country has one. */
export const flagCodes = (): string[] => [...byCode.keys()];

/** A country's flag, 4:3, decorative: the country's name is always next to it. */
export function CountryFlag({ code }: { code: CountryCode }) {
  const url = byCode.get(code);
  if (!url) return null;
  return <img className={s.flag} src={url} alt="" width={20} height={15} loading="lazy" decoding="async" />;
}
