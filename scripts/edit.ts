// npm run edit [-- --port N]: the visual editor, a local page of forms for site.yaml and
// pages/*.yaml with a live preview, on http://127.0.0.1:4321 (loopback only). See EDITING.md.
// Exit codes: 2 usage error or the port is taken.
import { parseArgs } from 'node:util';
import { startEditor } from './edit/server.ts';

let port = 4321;
try {
  const { values } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: false });
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`--port ${values.port} is not a port number.`);
  }
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run edit [-- --port <1-65535>]`);
  process.exit(2);
}

try {
  await startEditor(process.cwd(), port);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use (another npm run edit?). Start on another: npm run edit -- --port ${port + 1}`);
  process.exit(2);
}
console.log(`The visual editor is open at http://127.0.0.1:${port}/ (this computer only). Stop it with Ctrl+C.`);
