import { Layout as AntLayout, Skeleton } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../toasts/Toasts';
import { Navbar } from './Navbar';

export function Layout() {
  return (
    <AntLayout className="app-layout">
      <AntLayout.Header className="app-header">
        <Navbar />
      </AntLayout.Header>
      <AntLayout.Content className="app-content">
        <Suspense fallback={<Skeleton active />}>
          <Outlet />
        </Suspense>
      </AntLayout.Content>
      <Toasts />
    </AntLayout>
  );
}

/** Shown while the first page's chunk loads. */
export function PageLoading() {
  return <Skeleton active className="app-content" />;
}
