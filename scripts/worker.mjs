// npm run worker: job workers without HTTP (src/server/jobs/workerCli.ts), compiled and started with
// the node options of every server process, as `npm start` runs the server (serverBuild.mjs).
import { spawn } from 'node:child_process';
import { buildServer, SERVER_NODE_ARGS } from './serverBuild.mjs';

const worker = spawn(process.execPath, [...SERVER_NODE_ARGS, buildServer('src/server/jobs/workerCli.ts'), ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
