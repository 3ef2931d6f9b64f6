import type { ComponentType } from 'react';
import type { Section } from '../generated/types.ts';
import { ChannelCardsSection } from './ChannelCardsSection.tsx';
import { ChecklistSection } from './ChecklistSection.tsx';
import { ComparisonTableSection } from './ComparisonTableSection.tsx';
import { ContactFormSection } from './ContactFormSection.tsx';
import { CtaSection } from './CtaSection.tsx';
import { DocsArticlesSection } from './DocsArticlesSection.tsx';
import { DocsSearchSection } from './DocsSearchSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { FeatureGridSection } from './FeatureGridSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LinkListSection } from './LinkListSection.tsx';
import { LogoRowSection } from './LogoRowSection.tsx';
import { MediaTextSection } from './MediaTextSection.tsx';
import { NewsletterFormSection } from './NewsletterFormSection.tsx';
import { PricingCardsSection } from './PricingCardsSection.tsx';
import { ProblemSection } from './ProblemSection.tsx';
import { RichTextSection } from './RichTextSection.tsx';
import { ScreenshotSection } from './ScreenshotSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StepsSection } from './StepsSection.tsx';
import { TabsSection } from './TabsSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { VideoSection } from './VideoSection.tsx';

type Registry = { [Type in Section['type']]: ComponentType<Extract<Section, { type: Type }>> };

/** Section `type` → component. A schema without a component here fails `tsc`. */
export const sectionComponents: Registry = {
  'channel-cards': ChannelCardsSection,
  checklist: ChecklistSection,
  'comparison-table': ComparisonTableSection,
  'contact-form': ContactFormSection,
  cta: CtaSection,
  'docs-articles': DocsArticlesSection,
  'docs-search': DocsSearchSection,
  faq: FaqSection,
  'feature-grid': FeatureGridSection,
  hero: HeroSection,
  'link-list': LinkListSection,
  'logo-row': LogoRowSection,
  'media-text': MediaTextSection,
  'newsletter-form': NewsletterFormSection,
  'pricing-cards': PricingCardsSection,
  problem: ProblemSection,
  'rich-text': RichTextSection,
  screenshot: ScreenshotSection,
  stats: StatsSection,
  steps: StepsSection,
  tabs: TabsSection,
  testimonials: TestimonialsSection,
  video: VideoSection,
};
