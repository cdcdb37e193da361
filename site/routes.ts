import type { ComponentType } from 'react';
import type { Catalog } from './catalog/index.ts';
import Home from './pages/home.tsx';
import About from './pages/about.tsx';
import Contact from './pages/contact.tsx';
import Packages from './pages/packages.tsx';
import Menu from './pages/menu.tsx';
import Gallery from './pages/gallery.tsx';
import Events from './pages/events.tsx';
import Pottery from './pages/pottery.tsx';
import Reservations from './pages/reservations.tsx';
import Offers from './pages/offers.tsx';
import Hubs from './pages/hubs.tsx';
import CrashCourse from './pages/crash-course.tsx';
import Collaborate from './pages/collaborate.tsx';
import Press from './pages/press.tsx';
import Careers from './pages/careers.tsx';
import Faq from './pages/faq.tsx';
import Policy from './pages/policy.tsx';
import Store from './pages/store.tsx';
import Product from './pages/product.tsx';
import Success from './pages/success.tsx';
import ComingSoon from './pages/coming-soon.tsx';

export interface PageProps {
  catalog: Catalog;
  /** The route's path, e.g. "/privacy-policy": lets one page component serve several routes. */
  path: string;
}

export interface Route {
  path: string;
  Page: ComponentType<PageProps>;
}

const route = (path: string, Page: ComponentType<PageProps>): Route => ({ path, Page });

/** Every desktop route of SPEC §2.1, each prerendered to dist/site/<path>/index.html. */
export const routes: Route[] = [
  route('/', Home),
  route('/about', About),
  route('/contact', Contact),
  route('/packages', Packages),
  route('/menu', Menu),
  route('/gallery', Gallery),
  route('/events', Events),
  route('/pottery', Pottery),
  route('/reservations', Reservations),
  route('/offers', Offers),
  route('/hubs', Hubs),
  route('/crash-course', CrashCourse),
  route('/collaborate', Collaborate),
  route('/press', Press),
  route('/careers', Careers),
  route('/faq', Faq),
  route('/privacy-policy', Policy),
  route('/refund-policy', Policy),
  route('/terms', Policy),
  route('/bistro-policies', Policy),
  route('/store', Store),
  // One shell for every /product/{id}: static hosts rewrite /product/* to it.
  route('/product', Product),
  route('/success', Success),
  route('/blog', ComingSoon),
  route('/gift-cards', ComingSoon),
  route('/care-instructions', ComingSoon),
  route('/videos', ComingSoon),
  route('/virtual-tour', ComingSoon),
  route('/private-sessions', ComingSoon),
  route('/policies', ComingSoon),
  route('/testimonials', ComingSoon),
  route('/membership', ComingSoon),
];

export const ROUTE_PATHS: readonly string[] = routes.map((r) => r.path);
