import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(30_000);
