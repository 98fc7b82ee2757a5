import { Layout, type LayoutProps } from 'react-admin';
import { KontorAppBar } from './KontorAppBar';
import { KontorMenu } from './KontorMenu';
import { SessionReminder } from './SessionReminder';

export const KontorLayout = ({ children }: LayoutProps) => (
  <Layout appBar={KontorAppBar} menu={KontorMenu}>
    {children}
    <SessionReminder />
  </Layout>
);
