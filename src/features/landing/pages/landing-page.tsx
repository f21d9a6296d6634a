import { CallToActionSection } from '../components/call-to-action-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';

/**
 * docs/PRODUCT.md §2, "Landing": hero with "Empezar ahora" and an anchor to #features, the three
 * feature cards and a closing call to action. The first page every visitor sees: no forms, no
 * store endpoints, no images to download (the drawing is inline SVG).
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <CallToActionSection />
    </>
  );
}

export default LandingPage;
