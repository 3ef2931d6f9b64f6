import { readdirSync, readFileSync } from 'node:fs';
import { parseDocument, LineCounter, parse, Parser } from 'yaml';
import * as jsyaml from 'js-yaml';
const dir = '/tmp/syn/p1000/pages';
const texts = readdirSync(dir).map((f) => readFileSync(`${dir}/${f}`, 'utf8'));
const time = (name: string, fn: (t: string) => unknown) => { const s = performance.now(); const c = process.cpuUsage(); for (const t of texts) fn(t); const d = process.cpuUsage(c); console.log(name.padEnd(20), (performance.now() - s).toFixed(0), 'ms wall', ((d.user + d.system) / 1000).toFixed(0), 'ms cpu'); };
for (let i = 0; i < 3; i++) {
time('parseDocument+toJS', (t) => { const lc = new LineCounter(); parseDocument(t, { lineCounter: lc, uniqueKeys: true }).toJS(); });
time('cst only', (t) => { for (const _ of new Parser().parse(t)); });
time('js-yaml', (t) => jsyaml.load(t));
}
