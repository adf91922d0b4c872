// Renders the app icons as PNGs from a tiny vector description, so no image tool is needed.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const teal = [15, 118, 110, 255];
const white = [255, 255, 255, 255];
const clear = [0, 0, 0, 0];
// A rising price line: distance from the polyline (0.2,0.7) -> (0.45,0.5) -> (0.6,0.6) -> (0.8,0.3).
const line = [
  [0.2, 0.7],
  [0.45, 0.5],
  [0.6, 0.6],
  [0.8, 0.3],
];
function nearLine(x, y, width) {
  for (let i = 0; i < line.length - 1; i++) {
    const [ax, ay] = line[i];
    const [bx, by] = line[i + 1];
    const t = Math.max(
      0,
      Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
    );
    if (Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) < width) return true;
  }
  return false;
}
// `inset` shrinks the glyph into the maskable safe zone; `rounded` cuts the corners of the plain icon.
const icon = (inset, rounded) => (x, y) => {
  const r = 0.18;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if (rounded && Math.hypot(x - cx, y - cy) > r) return clear;
  const gx = 0.5 + (x - 0.5) / (1 - inset);
  const gy = 0.5 + (y - 0.5) / (1 - inset);
  return nearLine(gx, gy, 0.045) ? white : teal;
};

writeFileSync('public/icons/icon-192.png', png(192, icon(0, true)));
writeFileSync('public/icons/icon-512.png', png(512, icon(0, true)));
writeFileSync('public/icons/icon-maskable-512.png', png(512, icon(0.3, false)));
