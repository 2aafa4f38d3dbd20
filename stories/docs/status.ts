/**
 * The status ladder of the design system's components (stories/docs/Status.mdx). Each component's
 * stories file declares exactly one status as a tag on its meta (`tags: ['status:stable']`); the
 * autodocs page shows it as a badge above the guide, and the sidebar beside the component's name.
 * Kept free of React and of Storybook so the manager (.storybook/manager.ts) and unit tests can read it.
 */
export const STATUSES = ['alpha', 'beta', 'stable', 'deprecated'] as const;
export type ComponentStatus = (typeof STATUSES)[number];

export const STATUS_TAG_PREFIX = 'status:';

export interface StatusInfo {
  /** One line: what the status promises. */
  meaning: string;
  /** What a screen may do with a component at this status. */
  use: string;
  /** Badge background; white text on it passes WCAG 2.2 AA (4.5:1) on its own, whatever the page behind. */
  badge: string;
}

export const STATUS_INFO: Record<ComponentStatus, StatusInfo> = {
  alpha: {
    meaning: 'Alpha: an experiment. Not on a shipped screen; its props, look and name may change or it may go.',
    use: 'Only in stories and prototypes.',
    badge: '#5b3fa0',
  },
  beta: {
    meaning: 'Beta: works and is tested, but its props or look may still change.',
    use: 'On shipped screens, ready to follow a change.',
    badge: '#7a4f00',
  },
  stable: {
    meaning: 'Stable: used on shipped screens, every state has a story.',
    use: 'Anywhere. A breaking change needs a deprecation first.',
    badge: '#1e6b34',
  },
  deprecated: {
    meaning: 'Deprecated: being replaced. Its guide names what to use instead.',
    use: 'Not in new work; move existing screens off it.',
    badge: '#b3261e',
  },
};

export const statusTag = (status: ComponentStatus) => `${STATUS_TAG_PREFIX}${status}`;

/** The status tags among a story's or meta's tags (normally exactly one). */
export function statusTags(tags: readonly string[] | undefined): string[] {
  return (tags ?? []).filter((tag) => tag.startsWith(STATUS_TAG_PREFIX));
}

const isStatus = (value: string): value is ComponentStatus => (STATUSES as readonly string[]).includes(value);

/** The one status the tags declare, or undefined when they declare none, an unknown one or several. */
export function statusOf(tags: readonly string[] | undefined): ComponentStatus | undefined {
  const found = statusTags(tags).map((tag) => tag.slice(STATUS_TAG_PREFIX.length));
  return found.length === 1 && isStatus(found[0]!) ? found[0] : undefined;
}

/** What is wrong with a component's status tags (empty when it declares exactly one known status). */
export function statusProblems(tags: readonly string[] | undefined): string[] {
  const found = statusTags(tags);
  if (found.length === 0) return [`no status tag (one of ${STATUSES.map(statusTag).join(', ')})`];
  if (found.length > 1) return [`more than one status tag: ${found.join(', ')}`];
  const status = found[0]!.slice(STATUS_TAG_PREFIX.length);
  return isStatus(status) ? [] : [`unknown status tag ${found[0]}`];
}
