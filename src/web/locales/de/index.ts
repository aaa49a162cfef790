import { mergeMessages } from '../merge-messages';

// The texts the first paint needs (the sign-in screen): the chunk every visit waits for. The
// files named here are listed again, excluded, in screens.ts.
export default mergeMessages(
  import.meta.glob(['./common.json', './auth.json', './validation.json'], { eager: true }),
);
