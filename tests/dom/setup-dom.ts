import { GlobalRegistrator } from '@happy-dom/global-registrator';

// A DOM for this process only (tests/dom runs apart from the SSR tests in tests/unit).
if (typeof document === 'undefined') GlobalRegistrator.register({ url: 'http://localhost:4173/' });
