import type { Image } from '../generated/types.ts';
import type { Sources } from '../components/ui/Picture.tsx';

/**
 * The product mock-ups (drawn SVGs under public/images) a hero or a feature-grid row can show by name, with the size the
 * page reserves for them and what they show. schemas/sections/hero.schema.json lists the same names
 * (tests/unit/mockups.test.ts keeps the two lists and the files in step).
 */
export const mockups = {
  dashboard: {
    src: '/images/dashboard.svg',
    width: 1200,
    height: 750,
    alt: 'The RankSuite dashboard showing a site SEO score, tracked keyword positions and an audit summary with issues to fix',
  },
  'site-planner': {
    src: '/images/site-planner.svg',
    width: 800,
    height: 600,
    alt: 'RankSuite AI Site Planner screen with a sitemap tree, priority scores and a content calendar',
  },
  'keyword-finder': {
    src: '/images/keyword-finder.svg',
    width: 800,
    height: 600,
    alt: 'Keyword Finder results grouped into clusters with search volume, difficulty and trend columns',
  },
  'writing-suite': {
    src: '/images/writing-suite.svg',
    width: 800,
    height: 600,
    alt: 'AI Writing Suite screen with competitor outline, generated article, image panel and live SEO score',
  },
  'internal-links': {
    src: '/images/internal-links.svg',
    width: 800,
    height: 600,
    alt: 'Internal links screen with total links, orphaned pages and suggested links ranked by relevance score',
  },
  'social-preview': {
    src: '/images/social-preview.svg',
    width: 800,
    height: 600,
    alt: 'Social preview screen with a link card, a generated caption, suggested hashtags and a schedule button',
  },
  audit: {
    src: '/images/audit.svg',
    width: 800,
    height: 600,
    alt: 'SEO audit screen with checklist results, Core Web Vitals scores and a bulk fix button',
  },
  'seo-score': {
    src: '/images/seo-score.svg',
    width: 800,
    height: 600,
    alt: 'SEO analyzer sidebar with a score out of 100, a checklist of passed and failed checks and instant fix buttons',
  },
  'rank-tracker': {
    src: '/images/rank-tracker.svg',
    width: 800,
    height: 600,
    alt: 'Rank tracker dashboard with position history lines, daily movers and a competitor comparison table',
  },
  'wordpress-integration': {
    src: '/images/wordpress-integration.svg',
    width: 800,
    height: 600,
    alt: 'The RankSuite plugin panel inside the WordPress block editor, showing the SEO score and suggestions for the open post',
  },
  'bulk-editor': {
    src: '/images/bulk-editor.svg',
    width: 800,
    height: 600,
    alt: 'Bulk Editor table of posts with editable SEO titles, title lengths, slugs and image alt text, with edited cells and AI suggestions marked',
  },
  'robots-sitemap': {
    src: '/images/robots-sitemap.svg',
    width: 800,
    height: 600,
    alt: 'Robots & Sitemap screen with a robots.txt editor flagging a blocked checkout path, beside the XML sitemap files and how many of their pages are indexed',
  },
  'setup-wizard': {
    src: '/images/setup-wizard.svg',
    width: 800,
    height: 600,
    alt: 'The RankSuite setup wizard on its API keys step, with the AI key verified, the search console connected and an optional PageSpeed key',
  },
  outreach: {
    src: '/images/outreach.svg',
    width: 800,
    height: 600,
    alt: 'Outreach campaign in the RankSuite plugin: prospect sites with their domain rating and a Contacted, Replied or Published status, beside an AI-written guest post pitch ready for review',
  },
  team: {
    src: '/images/team.svg',
    width: 800,
    height: 600,
    alt: 'Six team members, each with a role, working around a shared RankSuite dashboard with tasks and an SEO score',
  },
} satisfies Record<string, Image>;

export type MockupName = keyof typeof mockups;

/**
 * A mock-up named in a page's data; the build writes the AVIF copies of it and of its dark copy
 * beside the name (scripts/build/responsive-images.ts).
 */
export interface MockupRef {
  mockup: MockupName;
  mockupSources?: Sources;
  mockupDarkSources?: Sources;
}

/** The image a mock-up name stands for, with the copies the build made of it and an alt text of the page's own if it gives one. */
export function mockupImage({ mockup, mockupSources, mockupDarkSources }: MockupRef, alt?: string) {
  return {
    ...mockups[mockup],
    ...(alt && { alt }),
    ...(mockupSources && { sources: mockupSources }),
    ...(mockupDarkSources && { darkSources: mockupDarkSources }),
  };
}
