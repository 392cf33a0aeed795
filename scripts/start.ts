import { exitIfCorrupt } from '../mock-server/persistence';
import { entryUrls, startStore } from './store-server';

/** npm start / npm run serve: the store with the mock bank on one origin. */
const production = process.argv.includes('--production');
const store = await startStore(production ? 'production' : 'development', {
  port: Number(process.env.PORT ?? (production ? 4173 : 5173)),
  mockPort: Number(process.env.MOCK_PORT ?? 3000),
  host: process.env.HOST,
  dbFile: process.env.MOCK_DB || undefined,
}).catch(exitIfCorrupt);

console.log(`\n理财商城 (${production ? '生产构建' : '开发模式'}) 已启动：${store.url}\n`);
entryUrls(store.url).forEach((line) => console.log(`  ${line}`));
console.log(`\n模拟银行: ${store.mockUrl}    按 Ctrl+C 停止\n`);

const stop = () => void store.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
