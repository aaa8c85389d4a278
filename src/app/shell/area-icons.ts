/** The navigation icon of each area. */
import {
  BellRing,
  Building2,
  ChartColumn,
  CircleUserRound,
  ClipboardList,
  Cpu,
  FileText,
  FlaskConical,
  HeartPulse,
  MessageSquare,
  ShieldCheck,
  TestTubes,
  Users,
} from 'lucide-react'
import type { NavIcon } from '@/ui/shell/SideNav'
import type { AreaId } from '../navigation'

export const AREA_ICONS: Record<AreaId, NavIcon> = {
  dashboard: ChartColumn,
  testRecords: ClipboardList,
  controlRecords: ShieldCheck,
  testTypes: FlaskConical,
  accounts: Building2,
  users: Users,
  subscriptions: BellRing,
  termsAdmin: FileText,
  deviceHealth: HeartPulse,
  readerFirmware: Cpu,
  feedback: MessageSquare,
  terms: TestTubes,
  account: CircleUserRound,
}
