// Draws share images on the threads of scripts/lib/threads.ts, for writeShareImages.
import type { PageEntry } from '../lib/page-entry.ts';
import { type ShareImageJob, writeShareImage } from './share-image.ts';

export async function setup(shared: ShareImageJob) {
  return (entry: PageEntry) => writeShareImage(shared, entry);
}
