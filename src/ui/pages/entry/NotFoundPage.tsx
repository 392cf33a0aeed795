import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { ROUTES } from '../../app/router';

export default function NotFoundPage() {
  usePageTitle('页面不存在');
  return (
    <main className="page notice-page">
      <h1>页面不存在</h1>
      <p>您访问的页面不存在或已下线。</p>
      <Link to={ROUTES.home.path} className="button">返回理财首页</Link>
    </main>
  );
}
