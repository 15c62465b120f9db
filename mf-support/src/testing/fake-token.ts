// The unsigned JWT-shaped token of the component tests (the client only reads the payload).
export { fakeToken } from 'tooling/jest/render-in-shell';
