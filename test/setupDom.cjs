require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait 1 s by default. A screen that is lazy-loaded (the back office's)
// compiles its module tree on first render; on a loaded CI machine running every project at once
// that alone took longer than a second. Waiting longer changes nothing for a passing test.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
