import {
  Accessibility, Award, BookOpen, Bot, Building2, Calendar, ChartColumn, CircleCheck, Clock, Code, DollarSign, Download, Eye,
  FileCode, FileText, Gauge, GitBranch, Globe, GraduationCap, Handshake, Headphones, Heart, Image, Key, Layers, LayoutDashboard,
  LifeBuoy, Lightbulb, Link, ListChecks, Lock, Mail, Map, Megaphone, MessageCircle, PenTool, Plug, RefreshCw, Rocket, Search,
  Settings, Share2, ShieldCheck, ShoppingCart, Shuffle, Sparkles, SquarePen, Star, Target, Terminal, TrendingUp, Users, Video,
  Webhook, Zap, type IconNode,
} from 'lucide';
import { Glyph } from './Glyph.tsx';
import type { Card } from '../../generated/types.ts';

type IconName = NonNullable<Card['icon']>;

// A typed table: adding a name to the schema's icon enum without an icon here fails tsc.
const icons: Record<IconName, IconNode> = {
  sparkles: Sparkles, map: Map, search: Search, pen: PenTool, link: Link, megaphone: Megaphone, share: Share2, shield: ShieldCheck,
  chart: ChartColumn, 'trending-up': TrendingUp, edit: SquarePen, 'file-code': FileCode, redirect: Shuffle, plug: Plug, key: Key,
  users: Users, building: Building2, cart: ShoppingCart, code: Code, calendar: Calendar, zap: Zap, target: Target, globe: Globe,
  lock: Lock, chat: MessageCircle, mail: Mail, book: BookOpen, lightbulb: Lightbulb, heart: Heart, award: Award, clock: Clock,
  layers: Layers, check: CircleCheck, gauge: Gauge, 'file-text': FileText, image: Image, video: Video, rocket: Rocket,
  handshake: Handshake, graduation: GraduationCap, dollar: DollarSign, 'git-branch': GitBranch, terminal: Terminal, webhook: Webhook,
  eye: Eye, refresh: RefreshCw, star: Star, 'list-checks': ListChecks, bot: Bot, dashboard: LayoutDashboard, headphones: Headphones,
  'life-buoy': LifeBuoy, settings: Settings, download: Download, accessibility: Accessibility,
};

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <Glyph icon={icons[name]} className={className} />;
}

export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} />
    </span>
  );
}
