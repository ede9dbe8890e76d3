import { BADGE_MAX } from '@orbite/domain/constants';
import {
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconClockHour4,
  IconFileText,
  IconMessageCircle,
  IconReceipt,
  IconSignature,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** The badge text: nothing at zero, "99+" above 99. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

type Icon = ComponentType<{ size?: number; stroke?: number }>;

const categoryIcons: Record<string, Icon> = {
  missions: IconBriefcase,
  matches: IconUsers,
  meetings: IconCalendarEvent,
  deals: IconSignature,
  workLogs: IconClockHour4,
  invoices: IconReceipt,
  documents: IconFileText,
  messages: IconMessageCircle,
  account: IconUserCircle,
};

export function categoryIcon(category: string): Icon {
  return categoryIcons[category] ?? IconBell;
}

/** A path inside the app, or null (external or missing addresses are not followed). */
export function appPath(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    if (typeof window !== 'undefined' && parsed.origin === window.location.origin) {
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    }
  } catch {
    // not an address
  }
  return null;
}

export type DescriptionPart = { text: string; strong: boolean };

/**
 * The server's description (sanitized HTML holding <strong> parts) as plain text parts, for
 * rendering without HTML: tags other than strong/b are dropped, their text kept.
 */
export function descriptionParts(html: string, fallback: string): DescriptionPart[] {
  if (typeof DOMParser === 'undefined') return [{ text: fallback, strong: false }];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const parts: DescriptionPart[] = [];
  const walk = (node: Node, strong: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!text) return;
      const last = parts[parts.length - 1];
      if (last && last.strong === strong) last.text += text;
      else parts.push({ text, strong });
      return;
    }
    const name = node.nodeName.toLowerCase();
    if (name === 'script' || name === 'style') return;
    const isStrong = strong || name === 'strong' || name === 'b';
    for (const child of Array.from(node.childNodes)) walk(child, isStrong);
  };
  walk(body, false);
  return parts.length > 0 ? parts : [{ text: fallback, strong: false }];
}
