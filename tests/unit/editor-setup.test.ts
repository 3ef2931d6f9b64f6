// VS Code, with the recommended YAML extension, validates and completes every manifest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('.vscode', () => {
  it('maps the site and page schemas onto site.yaml and pages/*.yaml', () => {
    const schemas: Record<string, string> = read('.vscode/settings.json')['yaml.schemas'];
    expect(schemas).toEqual({
      './schemas/site.schema.json': 'site.yaml',
      './schemas/page.schema.json': 'pages/*.yaml',
    });
    for (const schema of Object.keys(schemas)) expect(existsSync(join(root, schema))).toBe(true);
    expect(readdirSync(join(root, 'pages')).some((name) => name.endsWith('.yaml'))).toBe(true);
  });
  it('recommends the YAML extension that reads them', () => {
    expect(read('.vscode/extensions.json').recommendations).toContain('redhat.vscode-yaml');
  });
});
