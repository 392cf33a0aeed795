import { exitIfCorrupt } from './persistence';
import { startMockServer } from './server';

/** npm run mock: the mock bank alone, on MOCK_PORT (default 3000; 0 picks a free port), its data in MOCK_DB when set. */
const dbFile = process.env.MOCK_DB || undefined;
const running = await startMockServer({ port: Number(process.env.MOCK_PORT ?? 3000), host: process.env.HOST, dbFile }).catch(exitIfCorrupt);
console.log(`模拟银行已启动：http://127.0.0.1:${running.port}`);
console.log(dbFile ? `数据文件：${dbFile}` : '数据只在内存中（设置 MOCK_DB 可保存到文件）');
console.log('客户（POST /__mock/persona 切换）：');
(running.bank.db.get('personas').value() as Array<{ id: string; description: string }>).forEach((p) => console.log(`  ${p.id.padEnd(15)} ${p.description}`));
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

