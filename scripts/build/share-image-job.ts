// Draws share images on the threads of scripts/lib/threads.ts, for writeShareImages.
import { type SharedPage, type ShareImageJob, writeShareImage } from './share-image.ts';

export async function setup(shared: ShareImageJob) {
  return (page: SharedPage) => writeShareImage(shared, page);
}
