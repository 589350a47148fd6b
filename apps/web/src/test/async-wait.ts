import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default: on CI's two busy cores a screen that answers
// in 300 ms on a quiet machine can take longer. They return as soon as what they wait for shows,
// so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 4_000 });
