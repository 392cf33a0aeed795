import { startMockServer } from './server';

/** npm run mock: the mock bank alone, on MOCK_PORT (default 3000). */
const running = await startMockServer({ port: Number(process.env.MOCK_PORT ?? 3000), host: process.env.HOST });
console.log(`模拟银行已启动：http://127.0.0.1:${running.port}`);
console.log('客户（POST /__mock/persona 切换）：');
(running.bank.db.get('personas').value() as Array<{ id: string; description: string }>).forEach((p) => console.log(`  ${p.id.padEnd(15)} ${p.description}`));
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
