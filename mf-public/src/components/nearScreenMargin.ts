/**
 * How far outside the viewport a deferred part starts loading: its chunk arrives while the reader is still
 * scrolling towards it, so it is drawn before it is seen. A module of its own: lists importing it do not carry
 * NearScreen's styled slot and boundary.
 */
export const NEAR_SCREEN_MARGIN = '600px 0px';
