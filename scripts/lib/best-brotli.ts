// npm start sends text at Brotli's best quality (11), as a host that compresses its files once,
// ahead of requests, would: a long docs guide's HTML is 11.8 kB instead of the 14.4 kB of the
// on-the-fly quality (4), inside the ~14.6 kB a new connection's first round trip carries
// (issue 20: Lighthouse's first paint on /readability-analysis came ~150 ms sooner, 0.98 to 0.99).
// Quality 11 takes ~150 ms for a 70 kB page, so no request waits for it: a file's first request
// is answered the quick way, its best copy is made off the main thread, and the requests after it
// get that copy for as long as the file stays the same.
import { brotliCompress, constants } from 'node:zlib';

/** The kinds of file worth compressing: text (images and fonts are compressed already). */
const text = /\.(html|js|css|json|svg|xml|txt)$/;
/** Kept copies, oldest dropped first past this many bytes: a big site's pages need not all fit. */
const limit = 64 * 1024 * 1024;

/** Stands for a copy being made. */
const making = Symbol('making');

export class BestBrotli {
  private readonly copies = new Map<string, Buffer | typeof making>();
  private bytes = 0;

  /**
   * The best copy of `body` (the file `name`, in a version named by `version`: its size and time),
   * if it is made; else undefined, and it is made for the next request.
   */
  of(name: string, version: string, body: Buffer): Buffer | undefined {
    if (!text.test(name)) return undefined;
    const key = `${name} ${version}`;
    const copy = this.copies.get(key);
    if (copy instanceof Buffer) return copy;
    if (!copy) this.make(key, body);
    return undefined;
  }

  private make(key: string, body: Buffer) {
    this.copies.set(key, making);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    brotliCompress(body, { params }, (error, copy) => (error ? this.copies.delete(key) : this.keep(key, copy)));
  }

  private keep(key: string, copy: Buffer) {
    this.copies.set(key, copy);
    this.bytes += copy.length;
    for (const [oldest, kept] of this.copies) {
      if (this.bytes <= limit) break;
      if (kept === making) continue;
      this.copies.delete(oldest);
      this.bytes -= kept.length;
    }
  }
}
