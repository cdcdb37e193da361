import type { ComponentType } from 'react';
import type { PageName } from '../core/routes.ts';
import About from './about-page.tsx';
import Careers from './careers-page.tsx';
import Collaborate from './collaborate-page.tsx';
import ComingSoon from './coming-soon-page.tsx';
import Contact from './contact-page.tsx';
import Content from './content-page.tsx';
import CrashCourse from './crash-course-page.tsx';
import Dashboard from './dashboard-page.tsx';
import Events from './events-page.tsx';
import Faq from './faq-page.tsx';
import Gallery from './gallery-page.tsx';
import Home from './home-page.tsx';
import Hubs from './hubs-page.tsx';
import Menu from './menu-page.tsx';
import NotFound from './not-found-page.tsx';
import Offers from './offers-page.tsx';
import Packages from './packages-page.tsx';
import type { PageProps } from './page-props.ts';
import Policy from './policy-page.tsx';
import Pottery from './pottery-page.tsx';
import Press from './press-page.tsx';
import Product from './product-page.tsx';
import Reservations from './reservations-page.tsx';
import Store from './store-page.tsx';
import Success from './success-page.tsx';

/** The component behind each page name of site/core/routes.ts. */
export const PAGES: Record<PageName, ComponentType<PageProps>> = {
  home: Home,
  about: About,
  contact: Contact,
  packages: Packages,
  menu: Menu,
  gallery: Gallery,
  events: Events,
  pottery: Pottery,
  reservations: Reservations,
  offers: Offers,
  hubs: Hubs,
  crashCourse: CrashCourse,
  collaborate: Collaborate,
  press: Press,
  careers: Careers,
  faq: Faq,
  policy: Policy,
  store: Store,
  product: Product,
  success: Success,
  comingSoon: ComingSoon,
  dashboard: Dashboard,
  notFound: NotFound,
  content: Content,
};
