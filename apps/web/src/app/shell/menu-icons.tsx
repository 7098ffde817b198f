import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BranchesOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  NumberOutlined,
  PartitionOutlined,
  PieChartOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  StopOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType, ReactNode } from "react";

/**
 * Icon names the server may send in a menu's `icon` (those of the default menus and a
 * few more). An explicit table keeps the bundle small (no import of the whole icon
 * set); unknown names get a generic icon.
 */
const menuIcons: Record<string, ComponentType<{ "aria-hidden"?: boolean }>> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BranchesOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  NumberOutlined,
  PartitionOutlined,
  PieChartOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  StopOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
};

/** The icon element of a menu's `icon` name; decorative, so hidden from screen readers. */
export function menuIcon(name: string | null): ReactNode {
  const Icon = (name && menuIcons[name]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}
