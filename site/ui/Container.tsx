import { styled } from '../styles/styled.ts';

/** Centres content at a readable maximum width with side gutters. */
export const Container = styled('div')`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 clamp(16px, 4vw, 32px);
`;
