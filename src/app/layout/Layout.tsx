import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConnectionBanner } from '../../features/connection/ConnectionBanner';
import { Toasts } from '../toasts/Toasts';
import { Navbar } from './Navbar';

/** The header and content of antd's Layout, as plain elements drawn by app.css (antd's Layout brought its Sider along). */
export function Layout() {
  return (
    <div className="app-layout">
      <header className="app-header">
        <Navbar />
      </header>
      <ConnectionBanner />
      <main className="app-content">
        <Suspense fallback={<Skeleton active />}>
          <Outlet />
        </Suspense>
      </main>
      <Toasts />
    </div>
  );
}

/** Shown while the first page's chunk loads. */
export function PageLoading() {
  return <Skeleton active className="app-content" />;
}
