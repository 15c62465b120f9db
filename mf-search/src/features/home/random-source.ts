/** Returns a number in [0, 1), like Math.random. Components take one so tests can pass a fixed sequence. */
export type RandomSource = () => number;

// The one place the home page draws real randomness (the lint rule bans Math.random elsewhere);
// picking a hero picture or a page of hotels needs no seed or cryptographic strength.
// eslint-disable-next-line no-restricted-syntax
export const browserRandom: RandomSource = () => Math.random();
