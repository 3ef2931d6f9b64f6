// A PNG encoder for images that differ from a fixed background only in a band of rows (the
// share images: one background, a title per page). The rows above and below the band are
// compressed once per band edge and reused; each image compresses only its band. A zlib stream
// may be made of deflate parts ended with a full flush (each ends on a byte and refers to
// nothing before it), so the parts are joined as they are, with the Adler-32 of the whole.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const level = 4;
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
const part = (rows: Uint8Array, last: boolean): Part => ({
  deflated: deflateRawSync(rows, { level, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
  adler: adler32(rows),
  length: rows.length,
});

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
  band(top: number, bottom: number): Buffer {
    return Buffer.from(this.rows.subarray(top * this.stride, bottom * this.stride));
  }

  /** The PNG of the background with rows `top` up to `top + band's rows` replaced by `band`. */
  encode(top: number, band: Buffer): Buffer {
    const bottom = top + band.length / this.stride;
    if (!this.above.has(top)) this.above.set(top, part(this.rows.subarray(0, top * this.stride), false));
    if (!this.below.has(bottom)) this.below.set(bottom, part(this.rows.subarray(bottom * this.stride), true));
    const above = this.above.get(top)!;
    const below = this.below.get(bottom)!;
    const parts = [above, part(band, below.length === 0), ...(below.length === 0 ? [] : [below])];
    const adler = parts.reduce((sum, { adler: next, length }) => adler32Combine(sum, next, length), 1);
    const end = Buffer.alloc(4);
    end.writeUInt32BE(adler, 0);
    const zlib = Buffer.concat([Buffer.from([0x78, 0x5e]), ...parts.map(({ deflated }) => deflated), end]);
    return Buffer.concat([this.header, chunk('IDAT', zlib), chunk('IEND', Buffer.alloc(0))]);
  }
}
