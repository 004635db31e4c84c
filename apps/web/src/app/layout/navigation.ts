// The main navigation as data (spec 000 §2 "Main navigation and header"). Entries whose screens are not
// built yet stay here with `href: null` so later issues only fill in the route.
import type { AccountModule, Features } from "@portal/domain";
import { paths } from "../../config/paths.ts";

export type NavIcon =
  | "dashboard"
  | "workflow"
  | "contacts"
  | "personnel"
  | "calendar"
  | "orders"
  | "documents";

export type NavItem = {
  id: string;
  /** Locale key, or a literal label for data-driven entries (workflow names). */
  labelKey?: string;
  label?: string;
  icon: NavIcon;
  /** null: the screen is not built yet, so the entry is not shown. */
  href: string | null;
};

export type NavSection = {
  id: "main" | "deals" | "purchasing";
  titleKey?: string;
  items: NavItem[];
};

export type NavWorkflow = { name: string; slug: string };

export type NavigationInput = {
  features: Features;
  modules: readonly AccountModule[];
  /** Active workflows, one deal board entry each. */
  workflows?: readonly NavWorkflow[];
};

export function buildNavigation({ features, modules, workflows = [] }: NavigationInput): NavSection[] {
  const sections: NavSection[] = [
    {
      id: "main",
      items: [
        { id: "dashboard", labelKey: "nav.dashboard", icon: "dashboard", href: paths.dashboard.getHref() },
      ],
    },
  ];

  if (features.Deals && modules.includes("DEALS")) {
    sections.push({
      id: "deals",
      titleKey: "nav.deals",
      items: [
        ...workflows.map((workflow) => ({
          id: `workflow-${workflow.slug}`,
          label: workflow.name,
          icon: "workflow" as const,
          href: paths.workflow.getHref(workflow.slug),
        })),
        { id: "contacts", labelKey: "nav.contacts", icon: "contacts", href: paths.contacts.getHref() },
        ...(features.personnel
          ? [
              {
                id: "personnel",
                labelKey: "nav.personnel",
                icon: "personnel" as const,
                href: paths.personnel.getHref(),
              },
            ]
          : []),
        { id: "calendar", labelKey: "nav.calendar", icon: "calendar", href: paths.calendar.getHref() },
      ],
    });
  }

  // "Purchasing section: Orders, Documents": Orders needs Purchasing, Documents is always there, so the
  // section shows for Documents alone too.
  sections.push({
    id: "purchasing",
    titleKey: "nav.purchasing",
    items: [
      ...(features.Purchasing
        ? [{ id: "orders", labelKey: "nav.orders", icon: "orders" as const, href: paths.orders.getHref() }]
        : []),
      { id: "documents", labelKey: "nav.documents", icon: "documents", href: paths.documents.getHref() },
    ],
  });

  return sections;
}

/** What is actually shown: only entries with a screen, and only sections with such entries. */
export function visibleNavigation(sections: NavSection[]): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => item.href !== null) }))
    .filter((section) => section.items.length > 0);
}
