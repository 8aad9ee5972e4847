// The web tests' setup (vitest.config.mts, project `isolated`). Testing Library's findBy… and
// waitFor wait one second by default for what a component shows after a lazy import or a fake API
// answer; on the two-core CI machine, with eight test files running at once, a lazy chunk took
// longer than that now and then (BoardDonationPanel's table, 2 December) and a page that works
// failed its test. They wait up to five seconds: what must appear is the same, only the patience
// differs.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
