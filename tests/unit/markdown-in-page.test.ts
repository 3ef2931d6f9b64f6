import { describe, expect, test } from 'vitest';
import { withoutDrawnBodies } from '../../scripts/build/markdown-in-page.ts';

const page = [
  '<main><div data-markdown="" class="prose-rs ">',
  '<p>First</p></div>',
  '<div data-markdown="" class="prose-rs mt-4"><p>Second, longer</p></div></main>',
].join('');

describe('the data a prerendered page embeds', () => {
  test('names each body the page draws by its Markdown block, in document order', () => {
    const data = { sections: [{ body: '<p>Second, longer</p>' }, { items: [{ body: '<p>First</p>' }] }] };
    expect(withoutDrawnBodies(data, page)).toEqual({
      sections: [{ body: '\u00001' }, { items: [{ body: '\u00000' }] }],
    });
  });

  test('keeps a body the page does not draw whole, or draws only the start of', () => {
    const data = { sections: [{ body: '<p>Hidden</p>' }, { body: '<p>Second</p>' }, { title: '<p>First</p>' }] };
    expect(withoutDrawnBodies(data, page)).toEqual(data);
  });
});
