// npm run dev: the server restarting on change (tsx watch) and the Vite dev server with the API proxied.
import { spawn } from 'node:child_process';

// The pages come from Vite's origin: the realtime port accepts exactly the listed origins (realtime/origins.ts).
const realtimeOrigins = process.env.KONTOR_REALTIME_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, KONTOR_PORTAL_DIR: '/nonexistent', KONTOR_REALTIME_ORIGINS: realtimeOrigins } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
