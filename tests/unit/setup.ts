// Testing Library's findBy*/waitFor give up after 1 s by default. The unit lane runs beside the two
// e2e lanes on a 2-core machine (scripts/run/run-tests.ts), where a render that takes 50 ms alone can
// take seconds; a longer ceiling costs nothing when the condition holds, which is what these wait on.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
