// A PNG encoder for images that differ from a fixed background only in a band of rows (the
// share images: one background, a title per page). The rows above and below the band are
// compressed once per band edge and reused; each image compresses only its band. A zlib stream
// may be made of deflate parts ended with a full flush (each ends on a byte and refers to
// nothing before it), so the parts are joined as they are, with the Adler-32 of the whole.
// A band's Adler-32 is the background's, moved by each byte drawn (Band.drawWhite): summing the
// band's bytes again took as long as compressing them.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A band is compressed for every image, so at zlib's fastest level (a third of level 4's time,
 * a few kB larger); the rows above and below it are compressed once, so at its smallest.
 */
const bandLevel = 1;
const edgeLevel = 9;
const adlerBase = 65521;

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the sums could pass 2^32 (as in zlib).
  for (let start = 0; start < data.length; start += 5552) {
    const end = Math.min(data.length, start + 5552);
    for (let index = start; index < end; index += 1) {
      a += data[index];
      b += a;
    }
    a %= adlerBase;
    b %= adlerBase;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two pieces of data end to end, from each one's (zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % adlerBase;
  let a = first & 0xffff;
  let b = (remainder * a) % adlerBase;
  a += (second & 0xffff) + adlerBase - 1;
  b += (first >>> 16) + (second >>> 16) + adlerBase - remainder;
  a %= adlerBase;
  b %= adlerBase;
  return ((b << 16) | a) >>> 0;
}

interface Part {
  deflated: Buffer;
  adler: number;
  length: number;
}
const part = (rows: Uint8Array, last: boolean, level: number, adler = adler32(rows)): Part => ({
  deflated: deflateRawSync(rows, { level, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
  adler,
  length: rows.length,
});

const modulo = (sum: number) => ((sum % adlerBase) + adlerBase) % adlerBase;

/**
 * White drawn over a byte at a coverage (0–255), as resvg blends it: `whiteOver[coverage * 256 + below]`.
 * A table, so the blend of a title's ~100,000 bytes is a lookup each, not a multiply and a divide.
 */
const whiteOver = new Uint8Array(256 * 256);
for (let coverage = 0; coverage < 256; coverage += 1)
  for (let below = 0; below < 256; below += 1)
    whiteOver[coverage * 256 + below] = below + Math.floor(((255 - below) * coverage + 127) / 255);

/** Rows of the background to draw on, which keep their Adler-32 up to date as they change. */
export class Band {
  private a: number;
  private b: number;

  constructor(
    readonly rows: Buffer,
    readonly top: number,
    readonly stride: number,
    adler: number,
  ) {
    this.a = adler & 0xffff;
    this.b = adler >>> 16;
  }

  /**
   * Draws white through `alpha` (a coverage byte a pixel, `width` wide) with its top-left pixel at
   * `row` (of the whole image) and `column`; what falls outside the band or the image is left out.
   * Byte i of n counts once in the checksum's first sum and n - i times in its second, so each
   * changed byte moves them by its change; the sums are kept in locals while the loop runs (on the
   * object, each update was a write to memory: half of a share image's time).
   */
  drawWhite(alpha: Uint8Array, width: number, row: number, column: number) {
    const { rows, stride } = this;
    const length = rows.length;
    const columns = (stride - 1) / 3;
    let a = 0;
    let b = 0;
    for (let y = 0; y < alpha.length / width; y += 1) {
      const bandRow = row + y - this.top;
      if (bandRow < 0 || bandRow * stride >= length) continue;
      for (let x = 0; x < width; x += 1) {
        const coverage = alpha[y * width + x];
        const pixel = column + x;
        if (coverage === 0 || pixel < 0 || pixel >= columns) continue;
        const blend = coverage * 256;
        for (let at = bandRow * stride + 1 + pixel * 3, end = at + 3; at < end; at += 1) {
          const below = rows[at];
          const change = whiteOver[blend + below] - below;
          rows[at] = below + change;
          a += change;
          b += (length - at) * change;
        }
      }
    }
    this.a += a;
    this.b += b;
  }

  get adler(): number {
    return ((modulo(this.b) << 16) | modulo(this.a)) >>> 0;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB background and the encoder of images that change a band of its rows. */
export class BandedPng {
  /** The background's rows as PNG stores them: a filter byte (0, none), then the pixels. */
  readonly rows: Buffer;
  readonly stride: number;
  private readonly above = new Map<number, Part>();
  private readonly below = new Map<number, Part>();
  /** The Adler-32 of the background's rows from top to bottom, by `${top} ${bottom}`. */
  private readonly bands = new Map<string, number>();
  private readonly header: Buffer;

  constructor(
    rgb: Uint8Array,
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width * 3 + 1;
    this.rows = Buffer.alloc(this.stride * height);
    for (let row = 0; row < height; row += 1)
      this.rows.set(rgb.subarray(row * width * 3, (row + 1) * width * 3), row * this.stride + 1);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
    this.header = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr)]);
  }

  /** A copy of the background's rows from `top` up to `bottom`, to draw on. */
  band(top: number, bottom: number): Band {
    const rows = Buffer.from(this.rows.subarray(top * this.stride, bottom * this.stride));
    const key = `${top} ${bottom}`;
    const adler = this.bands.get(key) ?? adler32(rows);
    this.bands.set(key, adler);
    return new Band(rows, top, this.stride, adler);
  }

  /** The PNG of the background with the band's rows drawn on. */
  encode(band: Band): Buffer {
    const top = band.top;
    const bottom = top + band.rows.length / this.stride;
    if (!this.above.has(top)) this.above.set(top, part(this.rows.subarray(0, top * this.stride), false, edgeLevel));
    if (!this.below.has(bottom))
      this.below.set(bottom, part(this.rows.subarray(bottom * this.stride), true, edgeLevel));
    const above = this.above.get(top)!;
    const below = this.below.get(bottom)!;
    const parts = [
      above,
      part(band.rows, below.length === 0, bandLevel, band.adler),
      ...(below.length === 0 ? [] : [below]),
    ];
    const adler = parts.reduce((sum, { adler: next, length }) => adler32Combine(sum, next, length), 1);
    const end = Buffer.alloc(4);
    end.writeUInt32BE(adler, 0);
    const zlib = Buffer.concat([Buffer.from([0x78, 0x5e]), ...parts.map(({ deflated }) => deflated), end]);
    return Buffer.concat([this.header, chunk('IDAT', zlib), chunk('IEND', Buffer.alloc(0))]);
  }
}
