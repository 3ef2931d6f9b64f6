import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchema } from '../../scripts/lib/schemas.ts';
import { mockups } from '../../src/lib/mockups.ts';

// The schemas offer editors a list of mock-up names (heroes and feature-grid rows share it); the
// components draw them from their own table. A name in one list and not the other would pass
// validation and show nothing.
describe('product mock-ups', () => {
  const offered: string[] = readSchema('common.schema.json').definitions.mockup.enum;

  it('are the same names in the schema and in the component table', () => {
    expect([...offered].sort()).toEqual(Object.keys(mockups).sort());
  });

  it('each name a file under public/', () => {
    const missing = Object.values(mockups).filter(
      ({ src }) => !existsSync(join(import.meta.dirname, '../../public', src)),
    );
    expect(missing).toEqual([]);
  });
});
